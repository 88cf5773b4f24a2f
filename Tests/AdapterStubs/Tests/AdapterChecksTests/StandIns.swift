import Foundation

/// What the measured views of the tests answer: `layoutgen eval`'s `--measure` stand-ins.
enum Answer {
    /// A fixed size whatever the proposal (an image).
    case fixed(CGSize)
    /// A one-line text of natural width `width` and line height `lineHeight`, wrapping at the
    /// proposed width.
    case text(width: CGFloat, lineHeight: CGFloat)

    func size(for proposal: CGSize) -> CGSize {
        switch self {
        case .fixed(let size):
            return size
        case .text(let width, let lineHeight):
            let lines = proposal.width >= width ? 1 : (width / max(proposal.width, 1)).rounded(.up)
            return CGSize(width: min(width, proposal.width), height: lineHeight * lines)
        }
    }
}

/// The answers of `ProfileCell`'s measured views in the README's example: at 375×80 the frames
/// are icon [12, 16, 48, 48], time [323, 10, 40, 16], title [70, 10, 245, 40] and subtitle
/// [70, 54, 293, 16].
enum ProfileCellAnswers {
    static let time = Answer.fixed(CGSize(width: 40, height: 16))
    static let title = Answer.text(width: 300, lineHeight: 20)
    static let subtitle = Answer.text(width: 150, lineHeight: 16)
}

extension CGRect {
    /// `[x, y, width, height]`.
    var array: [CGFloat] { [minX, minY, width, height] }
}
