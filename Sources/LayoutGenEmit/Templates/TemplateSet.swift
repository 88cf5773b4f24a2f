import Foundation
import LayoutGenDiagnostics

/// The templates the emitter fills: the built-in ones (the text of `Templates/` in the
/// repository, compiled into the tool), or a user's copy loaded from a directory.
public struct TemplateSet: Equatable, Sendable {
    /// One template file and what it must and may contain.
    package enum Kind: String, CaseIterable, Sendable {
        case file = "File.swift.template"
        case type = "Type.swift.template"
        case measured = "Measured.swift.template"
        case hidden = "Hidden.swift.template"
        case uiKit = "UIKit.swift.template"
        case appKit = "AppKit.swift.template"
        case swiftUI = "SwiftUI.swift.template"

        /// Placeholders the emitter fills in this template.
        package var known: [String] {
            switch self {
            case .file: ["header", "types"]
            case .type:
                [
                    "name", "fileName", "access", "type", "properties", "elementCases", "subscriptCases",
                    "measured", "hidden", "parameters", "body", "arguments", "framesParameters", "framesArguments",
                    "direction", "fittingDirection", "mirroring", "rounding",
                ]
            case .measured: ["access", "cases"]
            case .hidden: ["access", "options"]
            case .uiKit, .appKit:
                [
                    "name", "type", "access", "containerParameters", "containerArguments", "containerForwarded",
                    "parameters", "hiddenStatements", "arguments", "fittingArguments", "contentSizes",
                ]
            case .swiftUI:
                [
                    "name", "type", "access", "properties", "initParameters", "initAssignments", "viewCases",
                    "parents", "hiddenStatements", "arguments", "fittingArguments",
                ]
            }
        }

        /// Placeholders without which the generated code would not compile or not be ours.
        package var required: [String] {
            switch self {
            case .file: ["header", "types"]
            case .type:
                [
                    "type", "properties", "elementCases", "subscriptCases", "measured", "hidden", "parameters", "body",
                    "arguments", "framesParameters", "framesArguments", "direction", "fittingDirection", "mirroring",
                    "rounding",
                ]
            case .measured: ["cases"]
            case .hidden: ["options"]
            case .uiKit, .appKit:
                ["type", "containerParameters", "containerArguments", "parameters", "hiddenStatements", "arguments"]
            case .swiftUI:
                ["type", "properties", "initParameters", "initAssignments", "parents", "hiddenStatements", "arguments"]
            }
        }
    }

    package var templates: [Kind: Template]

    /// The templates compiled into the tool.
    public static let builtIn: TemplateSet = {
        var templates: [Kind: Template] = [:]
        for kind in Kind.allCases {
            let file = SourceFile(path: "Templates/" + kind.rawValue, text: BuiltInTemplates.text[kind.rawValue] ?? "")
            templates[kind] = Template(parsing: file, diagnostics: DiagnosticCollector())
        }
        return TemplateSet(templates: templates)
    }()

    /// A template by kind.
    package subscript(kind: Kind) -> Template { templates[kind]! }

    /// A problem in one template file.
    public struct Problem: Equatable, Sendable {
        /// The template file, for quoting its lines.
        public var file: SourceFile
        public var diagnostics: [Diagnostic]
    }

    /// Loads the templates of `directory`; a template the directory lacks comes from the
    /// built-in set. Unknown placeholders, missing required ones and unterminated `{{` are
    /// problems of the file they are in; with any, the result has no templates.
    public static func load(directory: String) -> (templates: TemplateSet?, problems: [Problem]) {
        var templates = builtIn.templates
        var problems: [Problem] = []
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            let file = SourceFile(path: directory, text: "")
            let diagnostic = Diagnostic(.error, .templateDirectoryMissing, at: .none)
            return (nil, [Problem(file: file, diagnostics: [diagnostic])])
        }
        for kind in Kind.allCases {
            let path = (directory as NSString).appendingPathComponent(kind.rawValue)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let file = SourceFile(path: path, text: text)
            let diagnostics = DiagnosticCollector()
            let template = Template(parsing: file, diagnostics: diagnostics)
            check(template, kind: kind, diagnostics: diagnostics)
            if diagnostics.diagnostics.isEmpty {
                templates[kind] = template
            } else {
                problems.append(Problem(file: file, diagnostics: diagnostics.diagnostics))
            }
        }
        return (problems.isEmpty ? TemplateSet(templates: templates) : nil, problems)
    }

    /// Reports placeholders the emitter does not know and required ones the template lacks.
    package static func check(_ template: Template, kind: Kind, diagnostics: DiagnosticCollector) {
        for use in template.uses where !kind.known.contains(use.name) {
            let suggestion = Suggestion.closest(to: use.name, among: kind.known)
            diagnostics.error(.unknownPlaceholder(use.name, suggestion: suggestion), at: use.range)
        }
        let used = Set(template.uses.map(\.name))
        for name in kind.required where !used.contains(name) {
            let start = SourceLocation(line: 1, column: 1)
            diagnostics.error(.missingPlaceholder(name), at: SourceRange(start: start, end: start))
        }
    }
}
