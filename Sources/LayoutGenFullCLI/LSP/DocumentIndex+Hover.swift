import LayoutGenCLI
import Foundation
import LayoutGenCore
import LayoutGenDiagnostics
import LayoutGenEvaluate
import LayoutGenPlan
import LayoutGenPreview
import LayoutGenSyntax
import LayoutGenVerify

/// Hover: on a view or guide, what decides its values (`explain`) and its frame at the preview
/// sizes; on an input or a `let`, its declaration; elsewhere on a constraint, what became of it
/// at those sizes.
extension DocumentIndex {
    /// `layouts`: the document's layouts that solve (`Verification.layoutsSolvingAlone`).
    func hover(at location: SourceLocation, layouts: [VerifiableLayout]) -> JSON {
        guard let layout = layout(at: location) else { return .null }
        let solved = layouts.first { $0.plan.name == layout.name }
        var text: String
        if let (token, k) = identifier(at: location),
            let declaration = layout.declarations.first(where: { $0.name == Self.owner(token, k, in: self) })
        {
            var subject = token.text
            if isAttribute(k), k >= 2, tokens[k - 2].kind == .identifier { subject = tokens[k - 2].text + "." + token.text }
            text = "\(declaration.kind.word) \(declaration.name)"
            if declaration.kind == .input || declaration.kind == .letBinding {
                // Its declaration says what it is: `input spacing = 8`, `let gap = spacing * 2`.
                let written = line(declaration.range.start.line)
                if !written.isEmpty { text += "\n\n```layout\n" + written + "\n```" }
            } else if let solved {
                let explained = explanation(of: subject, owner: declaration.name, in: solved.plan)
                if !explained.isEmpty { text += "\n\n```text\n" + explained.joined(separator: "\n") + "\n```" }
                if declaration.kind == .view || declaration.kind == .guide {
                    text += "\n\n" + frames(of: declaration.name, in: solved.plan)
                }
            } else {
                text += "\n\n(not solved: layout '\(layout.name)' has errors)"
            }
        } else if let solved, let statuses = constraintStatuses(at: location, in: solved) {
            text = statuses
        } else {
            return .null
        }
        return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(text))]))])
    }

    /// The name a token at `k` belongs to: `title` for `title` and for `title.width`.
    private static func owner(_ token: Token, _ k: Int, in index: DocumentIndex) -> String {
        index.isAttribute(k) && k >= 2 && index.tokens[k - 2].kind == .identifier ? index.tokens[k - 2].text : token.text
    }

    /// The lines of `explain` about an attribute (`title.width`), or, when it names none
    /// (`trailing`), about the view, under their variants' headings.
    private func explanation(of subject: String, owner: String, in plan: LayoutPlan) -> [String] {
        let explained = explain(plan, file: file).split(separator: "\n").map(String.init)
        func lines(about subject: String) -> [String] {
            explained.filter { line in
                let trimmed = line.drop { $0 == " " }
                return (!line.hasPrefix(" ") && line.hasSuffix(":"))  // a variant's heading
                    || trimmed.hasPrefix(subject + ".") || trimmed.hasPrefix(subject + ":")
            }
        }
        var shown = lines(about: subject)
        if !shown.contains(where: { $0.hasPrefix(" ") }) { shown = lines(about: owner) }
        // Headings with nothing under them are left out.
        return shown.enumerated().filter { n, line in
            !(line.hasSuffix(":") && !line.hasPrefix(" ")) || (n + 1 < shown.count && shown[n + 1].hasPrefix(" "))
        }.map(\.element)
    }

    /// The view's frame at the widths of `preview`'s sizes (`laidOut`).
    private func frames(of name: String, in plan: LayoutPlan) -> String {
        var lines = [
            "Frame (x, y, width, height), the height fitted, each measured view one line of its name "
                + "(\(NumberFormatting.text(Self.characterWidth)) pt a character, \(NumberFormatting.text(Self.lineHeight)) pt tall):"
        ]
        for size in PreviewHTML.defaultSizes {
            guard let arguments = Self.laidOut(plan, width: size.width, height: size.height),
                let result = try? evaluate(plan, arguments: arguments),
                let frame = result.frames.first(where: { $0.name == name })?.frame
            else {
                lines.append("- \(size.label) \(NumberFormatting.text(size.width)) wide: cannot be evaluated")
                continue
            }
            let numbers = [frame.x, frame.y, frame.width, frame.height].map(NumberFormatting.text)
            lines.append("- \(size.label), \(Self.sizeText(arguments)): [\(numbers.joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n")
    }

    /// The arguments hover lays a layout out with at one of `preview`'s sizes: that width, the
    /// height as the layout fits it (a cell's own height; a screen, whose height nothing
    /// decides, keeps the size's), each measured view answering one line of its own name
    /// (`characterWidth`, `lineHeight`), as `eval --fit height --measure NAME=text:…` does.
    static func laidOut(_ plan: LayoutPlan, width: Double, height: Double) -> EvaluationArguments? {
        var measure: [String: MeasureStandIn] = [:]
        for element in plan.elements where element.isMeasured {
            measure[element.name] = .text(width: characterWidth * Double(element.name.count), height: lineHeight, lines: 1)
        }
        return try? atFittingSize(plan, EvaluationArguments(width: width, height: height, measure: measure, fit: .height))
    }

    private static func sizeText(_ arguments: EvaluationArguments) -> String {
        "\(NumberFormatting.text(arguments.width))×\(NumberFormatting.text(arguments.height))"
    }

    /// The stand-in text of a measured view in hover: its name, in a body font's metrics.
    static let characterWidth = 9.0
    static let lineHeight = 20.0

    /// What became of the narrowest constraint at a location at each preview size, as the
    /// verifier computes it from the frames: holds, yields (off by how much, and the stronger
    /// constraints it shares an unknown with that are at their limit) or not in effect.
    private func constraintStatuses(at location: SourceLocation, in layout: VerifiableLayout) -> String? {
        var lines: [String] = []
        var subject: SourceRange?
        for size in PreviewHTML.defaultSizes {
            guard let arguments = Self.laidOut(layout.plan, width: size.width, height: size.height),
                let status = ConstraintStatus.of(layout, at: location, arguments: arguments)?.first
            else { continue }
            if subject == nil {
                subject = status.range
                lines.append("Constraint `\(source(status.range))` (line \(status.range.start.line)):")
            }
            guard status.range == subject else { continue }
            let label = "\(size.label), \(Self.sizeText(arguments))"
            switch status.state {
            case .notInEffect: lines.append("- \(label): not in effect (a `when` or a hidden view leaves it out)")
            case .holds: lines.append("- \(label): holds")
            case .yields(let offBy):
                var line = "- \(label): yields, off by \(NumberFormatting.text(offBy))"
                if !status.atTheirLimit.isEmpty {
                    line += "; at their limit: " + status.atTheirLimit.map { "`\(source($0))` (line \($0.start.line))" }.joined(separator: ", ")
                }
                lines.append(line)
            }
        }
        return subject == nil ? nil : lines.joined(separator: "\n")
    }

    /// A line of the document without its indentation and comment.
    private func line(_ n: Int) -> String {
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard n >= 1, n <= lines.count else { return "" }
        let text = lines[n - 1]
        let code = text.range(of: "//").map { text[..<$0.lowerBound] } ?? text[...]
        return code.trimmingCharacters(in: .whitespaces)
    }

    /// The text of a range (its first line, when it spans several).
    private func source(_ range: SourceRange) -> String {
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard range.start.line - 1 < lines.count else { return "" }
        let line = Array(lines[range.start.line - 1])
        let start = min(max(0, range.start.column - 1), line.count)
        let end = range.end.line == range.start.line ? min(max(start, range.end.column - 1), line.count) : line.count
        return String(line[start..<end])
    }
}
