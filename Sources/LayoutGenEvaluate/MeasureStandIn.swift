/// A deterministic stand-in for the measure callback (GENERATED.md §2), for `eval`, previews
/// and tests.
public enum MeasureStandIn: Equatable, Sendable {
    /// Always answers `width × height`, whatever the proposal (an image).
    case fixed(width: Double, height: Double)
    /// One line of text whose natural width is `width` and line height `height`: for a proposed
    /// width `p` it answers `min(width, p)` wide and `height × ceil(width / p)` tall
    /// (`p <= 0` counts as one character per line: `height × ceil(width)`), at most `lines`
    /// lines when a limit is given (`numberOfLines`: `text:WxH:N`).
    case text(width: Double, height: Double, lines: Int? = nil)

    /// Parses `WxH`, `text:WxH` or `text:WxH:N` (N at least 1); nil when malformed.
    public init?(parsing text: String) {
        let isText = text.hasPrefix("text:")
        var body = isText ? text.dropFirst(5) : Substring(text)
        var lines: Int?
        if isText, let colon = body.firstIndex(of: ":") {
            guard let limit = Int(body[body.index(after: colon)...]), limit >= 1 else { return nil }
            lines = limit
            body = body[..<colon]
        }
        let parts = body.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite,
            w >= 0, h >= 0
        else { return nil }
        self = isText ? .text(width: w, height: h, lines: lines) : .fixed(width: w, height: h)
    }

    /// The baselines of the answer for a proposal, as offsets from its top: a text's first
    /// line's ascender is 0.8 of its line height (`first = 0.8 × H`, `last = (lines − 1) × H +
    /// 0.8 × H`); an image (`WxH`) has both at its bottom, as a view without text has in UIKit.
    public func baselines(proposedWidth p: Double, proposedHeight: Double) -> (first: Double, last: Double) {
        // Of the height as used: a negative or NaN one counts as 0.
        let answered = measure(proposedWidth: p, proposedHeight: proposedHeight).height
        let height = answered > 0 ? answered : 0
        switch self {
        case .fixed:
            return (height, height)
        case .text(_, let lineHeight, _):
            guard height > 0 else { return (0, 0) }
            let ascender = 0.8 * lineHeight
            return (ascender, height - lineHeight + ascender)
        }
    }

    /// The answer for a proposal.
    public func measure(proposedWidth p: Double, proposedHeight _: Double) -> (width: Double, height: Double) {
        switch self {
        case .fixed(let w, let h):
            return (w, h)
        case .text(let w, let h, let limit):
            var lines = p <= 0 ? w.rounded(.up) : (w / p).rounded(.up)
            if let limit { lines = min(lines, Double(limit)) }
            return (min(w, p), h * lines)
        }
    }
}
