import LayoutGenDiagnostics
import LayoutGenFormat

/// `layoutgen import`: an Interface Builder file (`.xib`, `.storyboard`) as `.layout` specs,
/// one per top-level view, cell and scene (GENERATED.md §2; docs/import.md says what maps to
/// what). What a spec cannot say is an error at its XML position and a comment in the spec,
/// never dropped silently.
package enum InterfaceBuilderImport {
    /// One spec written from the file.
    package struct Spec: Equatable, Sendable {
        /// The layout's name, also the file's (`EpisodeCell` → `EpisodeCell.layout`).
        package var name: String
        /// The spec, formatted.
        package var text: String
        /// The file's constraints for this view: how many, and how many the spec has.
        package var constraints: Int
        package var imported: Int
    }

    /// The specs of `file` (its path names the layouts when nothing else does); problems go to
    /// `diagnostics`, positioned in the XML.
    package static func specs(of file: SourceFile, diagnostics: DiagnosticCollector) -> [Spec] {
        let root: MarkupElement
        switch MarkupReader.read(file.text) {
        case .success(let element): root = element
        case .failure(let error):
            let location = SourceLocation(line: error.line, column: 1)
            diagnostics.error(.unreadableInterfaceBuilder(error.message), at: SourceRange(start: location, end: location))
            return []
        }
        guard root.name == "document" else {
            diagnostics.error(.unreadableInterfaceBuilder("its root element is <\(root.name)>, not <document>"), at: root.range)
            return []
        }
        let document = InterfaceBuilderReader.read(root)
        let fileName = file.path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? "Imported"
        var layoutNames = ImportNames()
        var specs: [Spec] = []
        for root in document.roots {
            let hint = root.nameHints.lazy.filter { !Self.isFrameworkClass($0) }
                .compactMap { ImportNames.identifier($0, upper: true) }.first
            let name = layoutNames.claim(hint ?? ImportNames.identifier(fileName, upper: true) ?? "Imported")
            specs.append(spec(root, named: name, document: document, path: file.path, diagnostics: diagnostics))
        }
        for (holder, count) in document.unreadConstraints where count > 0 {
            let what = "the \(count) constraint\(count == 1 ? "" : "s") of <\(holder.name)\(holder["id"].map { " id=\"\($0)\"" } ?? "")>"
            diagnostics.error(.notImported(what, reason: "it is not a view the importer lays out"), at: holder.range)
        }
        if document.roots.isEmpty {
            diagnostics.warning(.notImported("the file", reason: "it has no top-level view, cell or scene"), at: root.range)
        }
        return specs
    }

    /// A class of Apple's frameworks (`UIButton`, `MKMapView`): never a layout's name, which
    /// would hide it in the module that uses the layout.
    static func isFrameworkClass(_ name: String) -> Bool {
        let prefixes = ["UI", "NS", "CA", "CG", "MK", "WK", "AV", "SK", "SCN", "PK"]
        return prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase } == true
        }
    }

    private static func spec(
        _ root: IBRoot, named name: String, document: IBDocument, path: String, diagnostics: DiagnosticCollector
    ) -> Spec {
        var layout = ImportedLayout(document: document, root: root.view)
        let views = [root.view] + document.descendants(of: root.view)
        let constraints = views.flatMap { document.views[$0].constraints }.sorted { $0.range.start < $1.range.start }
        var imported = 0
        for constraint in constraints where layout.importConstraint(constraint, diagnostics: diagnostics) {
            imported += 1
        }
        for view in views {
            let v = document.views[view]
            reportVariations(of: v, document: document, diagnostics: diagnostics)
            if v.ambiguous {
                diagnostics.warning(.interfaceBuilderAmbiguous(layout.names[view] ?? "the root view"), at: v.range)
            }
            if v.stack != nil && v.subviews.isEmpty {
                diagnostics.warning(.emptyStackView(layout.names[view] ?? "the root view"), at: v.range)
            }
        }
        for view in views {
            let v = document.views[view]
            if v.stack != nil { layout.importStack(view, diagnostics: diagnostics) }
            if view != root.view, v.autoresizes, let parent = v.parent, document.views[parent].stack == nil {
                layout.importAutoresizing(view)
            }
        }
        let object = "\(root.element) id=\"\(root.objectID)\""
        let header = "Imported from \(path.split(separator: "/").last ?? Substring(path)) (\(object)) by 'layoutgen import'."
        let text = layout.text(layoutName: name, header: header)
        let formatted: String
        switch SpecFormatter.format(SourceFile(path: "\(name).layout", text: text)) {
        case .formatted(let result): formatted = result
        case .unchanged: formatted = text
        }
        return Spec(name: name, text: formatted, constraints: constraints.count, imported: imported)
    }

    /// A view's variations that do more than install and remove constraints (subviews per
    /// size class, other attributes) are not imported: each is an error at its position.
    private static func isArranged(_ view: IBView, in document: IBDocument) -> Bool {
        view.parent.map { document.views[$0].stack != nil } ?? false
    }

    private static func reportVariations(of view: IBView, document: IBDocument, diagnostics: DiagnosticCollector) {
        let layoutAttributes: Set<String> = ["axis", "distribution", "alignment", "spacing", "baselineRelativeArrangement"]
        for variation in view.variations {
            let what = "the size-class variation '\(variation.key)' of '\(view.id)'"
            let attributes = Set(variation.attributes.keys)
            if SizeClass.classes(of: variation.key) == nil {
                diagnostics.error(.notImported(what, reason: "its key is not a size class"), at: variation.range)
            } else if variation.installsSubviews {
                diagnostics.error(
                    .notImported(what, reason: "it installs or removes subviews, which a spec declares once"), at: variation.range)
            } else if !attributes.isDisjoint(with: layoutAttributes) || (attributes.contains("hidden") && isArranged(view, in: document)) {
                let names = attributes.sorted().joined(separator: ", ")
                diagnostics.error(
                    .notImported(what, reason: "only the constraints a size class installs are imported, not \(names)"),
                    at: variation.range)
            } else if !attributes.isEmpty || !variation.appearance.isEmpty {
                // A font, a colour, or visibility outside a stack view (the view keeps its frame).
                let names = (attributes.sorted() + variation.appearance).joined(separator: ", ")
                diagnostics.report(
                    Diagnostic(.note, .leftOut(what, reason: "\(names) is appearance, not layout"), at: variation.range))
            }
        }
    }
}
