import LayoutGenDiagnostics
import LayoutGenPlan
import LayoutGenResolve

/// One solved combination: a model variant (its `when` branches and hidden views) in one
/// direction (nil: both read the same).
package struct VariantKey: Hashable {
    package var variant: Int
    package var direction: Direction?
}

/// The note that says where a problem holds when only some variants have it (LANGUAGE.md
/// §11): the `when` branches, hidden states and direction those variants share and the others
/// do not, in words, at the first of them.
package enum VariantNote {
    /// Nil when the problem is found in every variant solved.
    package static func note(found: Set<VariantKey>, among all: [VariantKey], model: LayoutModel, file: SourceFile)
        -> DiagnosticNote?
    {
        guard found.count < all.count, let first = all.first(where: found.contains) else { return nil }
        let occurrences = all.filter(found.contains)
        let literals = model.variants[first.variant].literals
        // What every variant with the problem has and some without it lack.
        var parts: [(text: String, range: SourceRange)] = []
        for literal in literals {
            let shared = occurrences.allSatisfy { model.variants[$0.variant].literals.contains(literal) }
            let universal = all.allSatisfy { model.variants[$0.variant].literals.contains(literal) }
            if shared && !universal { parts.append(describe(literal, model: model, file: file)) }
        }
        if let direction = first.direction, occurrences.allSatisfy({ $0.direction == direction }) {
            parts.append((direction == .rightToLeft ? "in right-to-left layout" : "in left-to-right layout", model.nameRange))
        }
        guard let range = parts.first?.range else {
            return DiagnosticNote("found in \(occurrences.count) of the \(all.count) variants solved", at: model.nameRange)
        }
        return DiagnosticNote("found only " + parts.map(\.text).joined(separator: " and "), at: range)
    }

    private static func describe(_ literal: VariantLiteral, model: LayoutModel, file: SourceFile)
        -> (text: String, range: SourceRange)
    {
        switch literal {
        case .hidden(let i, let isHidden):
            let item = model.items[i]
            return ("when '\(item.name)' is \(isHidden ? "hidden" : "visible")", item.range)
        case .branch(let j, let b):
            let when = model.whens[j]
            let texts = when.conditionRanges.map { "'\(file.text(of: $0))'" }
            if b < texts.count {
                let earlier = texts.prefix(b)
                let text = "when \(texts[b]) holds" + (earlier.isEmpty ? "" : " (and not \(earlier.joined(separator: " or ")))")
                return (text, when.conditionRanges[b])
            }
            let text = texts.count == 1 ? "when \(texts[0]) does not hold" : "when none of \(texts.joined(separator: ", ")) holds"
            return (text, when.conditionRanges.first ?? when.range)
        }
    }
}
