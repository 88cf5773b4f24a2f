import LayoutGenDiagnostics

/// Reads the views, constraints, outlets and roots of an Interface Builder document
/// (`.xib` or `.storyboard`) from its XML tree.
///
/// Roots: a `.xib`'s top-level views (children of `<objects>` with a frame); each cell
/// (`tableViewCell`, `collectionViewCell`) wherever it is, laid out as its content view; and
/// each storyboard scene's root view (`<view key="view">` of a view controller). Views are the
/// elements of `<subviews>` lists; a table view's prototype cells are not its subviews.
struct InterfaceBuilderReader {
    private(set) var document = IBDocument()

    static func read(_ root: MarkupElement) -> IBDocument {
        var reader = InterfaceBuilderReader()
        reader.collectOutlets(root)
        if let objects = root.child("objects") {
            for object in objects.children where object.child("rect", key: "frame") != nil {
                reader.addRoot(object, hints: [object["customClass"], object["reuseIdentifier"], object["userLabel"]])
            }
        }
        reader.findNestedRoots(root)
        reader.document.unreadConstraints = reader.unread(root)
        return reader.document
    }

    /// The `<constraints>` lists of elements the importer does not lay out (a view it does not
    /// reach), with how many constraints each holds: reported, never dropped silently.
    private func unread(_ element: MarkupElement) -> [(holder: MarkupElement, count: Int)] {
        var found: [(MarkupElement, Int)] = []
        for child in element.children {
            if child.name == "constraints", element["id"].flatMap({ document.index[$0] }) == nil {
                found.append((element, child.children("constraint").count))
            }
            found += unread(child)
        }
        return found
    }

    /// Cells and scene root views below the top level. A storyboard's cell is named after its
    /// reuse identifier, else its class, else its scene's controller (`…Cell`).
    private mutating func findNestedRoots(_ element: MarkupElement, controller: MarkupElement? = nil) {
        for child in element.children where !document.roots.contains(where: { $0.range == child.range }) {
            if Self.cellElements.contains(child.name) {
                let scene = (controller?["customClass"] ?? controller?["storyboardIdentifier"]).map { $0 + "Cell" }
                addRoot(child, hints: [child["reuseIdentifier"], child["customClass"], child["userLabel"], scene])
            } else if child.name == "view", let key = child["key"], key == "tableHeaderView" || key == "tableFooterView" {
                // A table's header or footer: laid out at the table's width, as tall as it needs.
                let scene = (controller?["customClass"] ?? controller?["storyboardIdentifier"]).map {
                    $0 + (key == "tableHeaderView" ? "Header" : "Footer")
                }
                addRoot(child, hints: [child["customClass"], child["userLabel"], scene, key])
            } else if child.name == "view" && child["key"] == "view" && element.name.hasSuffix("Controller") {
                let hints = [child["customClass"], element["customClass"], element["storyboardIdentifier"], element["title"]]
                addRoot(child, hints: hints + [element["userLabel"], element.name])
                // The top and bottom layout guides of older files: the safe area's edges.
                let rootView = document.roots[document.roots.count - 1].view
                for guide in element.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
                    guard let id = guide["id"] else { continue }
                    document.views[rootView].guides[id] = guide["type"] == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide"
                    document.index[id] = rootView
                }
            }
            findNestedRoots(child, controller: child.name.hasSuffix("Controller") ? child : controller)
        }
    }

    static let cellElements: Set<String> = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]

    private mutating func addRoot(_ object: MarkupElement, hints: [String?]) {
        let laidOut =
            object.child("tableViewCellContentView", key: "contentView")
            ?? object.child("collectionViewCellContentView", key: "contentView")
            ?? object.child("view", key: "contentView")
        let view = readView(laidOut ?? object, parent: nil)
        if laidOut != nil {
            // A cell's constraints relate it and its content view's subviews: the cell stands
            // for its content view (as wide and tall, less its accessories).
            if let id = object["id"] { document.index[id] = view }
            for guide in object.children("viewLayoutGuide") {
                guard let id = guide["id"] else { continue }
                document.views[view].guides[id] = guide["key"] ?? "layoutGuide"
                document.index[id] = view
            }
            for constraint in object.child("constraints")?.children("constraint") ?? [] {
                document.views[view].constraints.append(readConstraint(constraint, owner: view))
            }
        }
        document.roots.append(
            IBRoot(
                objectID: object["id"] ?? "", element: object.name, view: view,
                nameHints: hints.compactMap { $0 }.filter { !$0.isEmpty }, range: object.range))
    }

    private mutating func readView(_ element: MarkupElement, parent: Int?) -> Int {
        let index = document.views.count
        var view = IBView(id: element["id"] ?? "", element: element.name, range: element.range)
        view.parent = parent
        view.customClass = element["customClass"]
        view.userLabel = element["userLabel"]
        view.hidden = element["hidden"] == "YES"
        // Newer files write `fixedFrame="YES"` beside "NO" for a view its mask places.
        view.autoresizes = element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element["fixedFrame"] == "YES"
        view.scrollEnabled = element["scrollEnabled"] != "NO"
        if element.name == "label", let lines = element["numberOfLines"].flatMap({ Int($0) }) { view.numberOfLines = lines }
        view.hasIntrinsicSize = ["placeholderIntrinsicWidth", "placeholderIntrinsicHeight"].contains {
            element[$0] != nil && element[$0] != "infinite"
        }
        view.ambiguous = element["ambiguous"] == "YES"
        if let rect = element.child("rect", key: "frame") {
            view.frame = IBRect(
                x: Double(rect["x"] ?? "") ?? 0, y: Double(rect["y"] ?? "") ?? 0,
                width: Double(rect["width"] ?? "") ?? 0, height: Double(rect["height"] ?? "") ?? 0)
        }
        view.priorities = Self.priorities(element)
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            view.autoresizing = IBAutoresizing(
                flexibleLeft: mask["flexibleMinX"] == "YES", flexibleWidth: mask["widthSizable"] == "YES",
                flexibleRight: mask["flexibleMaxX"] == "YES", flexibleTop: mask["flexibleMinY"] == "YES",
                flexibleHeight: mask["heightSizable"] == "YES", flexibleBottom: mask["flexibleMaxY"] == "YES")
        }
        view.margins = Self.margins(element)
        if element.name == "stackView" {
            view.stack = IBStack(
                vertical: element["axis"] == "vertical", distribution: element["distribution"] ?? "fill",
                alignment: element["alignment"] ?? "fill", spacing: element["spacing"] ?? "0",
                baselineRelative: element["baselineRelativeArrangement"] == "YES",
                marginsRelative: element["layoutMarginsRelativeArrangement"] == "YES")
        }
        document.views.append(view)
        if !view.id.isEmpty { document.index[view.id] = index }
        for guide in element.children("viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            document.views[index].guides[id] = guide["key"] ?? "layoutGuide"
            document.index[id] = index
        }
        // A visual effect view keeps its subviews in a content view as large as itself: they
        // are read as its own, and the content view's id stands for it.
        var holders = [element]
        if element.name == "visualEffectView", let content = element.child("view", key: "contentView") {
            if let id = content["id"] { document.index[id] = index }
            holders.append(content)
        }
        for holder in holders {
            for child in holder.child("subviews")?.children ?? [] {
                let subview = readView(child, parent: index)
                document.views[index].subviews.append(subview)
            }
            for constraint in holder.child("constraints")?.children("constraint") ?? [] {
                document.views[index].constraints.append(readConstraint(constraint, owner: index))
            }
        }
        document.views[index].variations = element.children("variation").map(Self.variation)
        return index
    }

    private func readConstraint(_ element: MarkupElement, owner: Int) -> IBConstraint {
        IBConstraint(
            id: element["id"] ?? "", firstItem: element["firstItem"], firstAttribute: element["firstAttribute"] ?? "",
            secondItem: element["secondItem"], secondAttribute: element["secondAttribute"],
            relation: element["relation"], multiplier: element["multiplier"], constant: element["constant"],
            priority: element["priority"], identifier: element["identifier"],
            placeholder: element["placeholder"] == "YES", owner: owner, range: element.range,
            variations: element.children("variation").map(Self.variation))
    }

    private static func variation(_ element: MarkupElement) -> IBVariation {
        var variation = IBVariation(key: element["key"] ?? "", range: element.range)
        variation.attributes = element.attributes.filter { $0.key != "key" }
        for mask in element.children("mask") where mask["key"] == "constraints" {
            variation.includes += mask.children("include").compactMap { $0["reference"] }
            variation.excludes += mask.children("exclude").compactMap { $0["reference"] }
        }
        variation.installsSubviews = element.children("mask").contains { $0["key"] == "subviews" }
        variation.appearance = element.children.filter { $0.name != "mask" }.map(\.name)
        return variation
    }

    private mutating func collectOutlets(_ element: MarkupElement) {
        for child in element.children {
            if child.name == "outlet", let destination = child["destination"], let property = child["property"],
                document.outlets[destination] == nil
            {
                document.outlets[destination] = property
            }
            collectOutlets(child)
        }
    }

    private static func priorities(_ element: MarkupElement) -> IBContentPriorities {
        func value(_ name: String, _ fallback: Int) -> Int { element[name].flatMap { Double($0) }.map { Int($0) } ?? fallback }
        return IBContentPriorities(
            horizontalHugging: value("horizontalHuggingPriority", 250),
            verticalHugging: value("verticalHuggingPriority", 250),
            horizontalCompression: value("horizontalCompressionResistancePriority", 750),
            verticalCompression: value("verticalCompressionResistancePriority", 750))
    }

    /// The layout margins the element states: `directionalLayoutMargins` (leading, trailing)
    /// or `layoutMargins` (left, right, read as leading and trailing).
    private static func margins(_ element: MarkupElement) -> IBInsets? {
        func number(_ e: MarkupElement, _ name: String) -> Double { Double(e[name] ?? "") ?? 0 }
        if let e = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return IBInsets(
                top: number(e, "top"), leading: number(e, "leading"), bottom: number(e, "bottom"),
                trailing: number(e, "trailing"))
        }
        if let e = element.child("edgeInsets", key: "layoutMargins") {
            return IBInsets(
                top: number(e, "top"), leading: number(e, "left"), bottom: number(e, "bottom"),
                trailing: number(e, "right"))
        }
        return nil
    }
}
