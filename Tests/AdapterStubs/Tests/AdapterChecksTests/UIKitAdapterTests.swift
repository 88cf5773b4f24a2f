import Foundation
import Testing
import UIKit

@testable import AdapterChecks

/// A label that answers `sizeThatFits(_:)` like a stand-in and remembers what it was offered.
final class MeasuredLabel: UILabel {
    let answer: Answer
    var proposals: [CGSize] = []

    init(_ answer: Answer) {
        self.answer = answer
        super.init(frame: .zero)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        proposals.append(size)
        return answer.size(for: size)
    }
}

/// A container whose traits and safe area the test sets.
final class Container: UIView {
    var displayScale: CGFloat = 0
    var insets = UIEdgeInsets.zero

    override var traitCollection: UITraitCollection { UITraitCollection(displayScale: displayScale) }
    override var safeAreaInsets: UIEdgeInsets { insets }
}

/// `ProfileCell`'s views in a 375×80 container.
@MainActor
struct ProfileCellViews {
    let container = Container(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
    let icon = UIImageView()
    let time = MeasuredLabel(ProfileCellAnswers.time)
    let title = MeasuredLabel(ProfileCellAnswers.title)
    let subtitle = MeasuredLabel(ProfileCellAnswers.subtitle)

    init() {
        for view in [icon, time, title, subtitle] { container.addSubview(view) }
    }

    var views: [ProfileCell.Element: UIView] { [.icon: icon, .time: time, .title: title, .subtitle: subtitle] }

    /// The layout computed directly, with the same answers.
    func expected(hidden: ProfileCell.Hidden = [], rightToLeft: Bool = false, scale: CGFloat = 0) -> ProfileCell {
        ProfileCell.layout(in: container.bounds.size, hidden: hidden, rightToLeft: rightToLeft, scale: scale) {
            measured, proposal in
            switch measured {
            case .time: ProfileCellAnswers.time.size(for: proposal)
            case .title: ProfileCellAnswers.title.size(for: proposal)
            case .subtitle: ProfileCellAnswers.subtitle.size(for: proposal)
            }
        }
    }

    /// Every view's frame, in element order.
    var frames: [CGRect] { ProfileCell.Element.allCases.map { views[$0]!.frame } }
}

@MainActor
@Suite struct UIKitAdapterTests {
    @Test func layoutInAContainerSetsTheREADMEFrames() {
        let cell = ProfileCellViews()
        let layout = ProfileCell.layout(in: cell.container, views: cell.views)
        #expect(cell.frames.map(\.array) == [[12, 16, 48, 48], [323, 10, 40, 16], [70, 10, 245, 40], [70, 54, 293, 16]])
        #expect(layout == cell.expected())
        // The title is proposed the width `time` leaves it and any height: the subtitle, whose
        // compression resistance comes after the title's (declared later), gives way first.
        #expect(cell.title.proposals == [CGSize(width: 245, height: CGFloat.greatestFiniteMagnitude)])
    }

    @Test func hiddenOrMissingOptionalViewsCountAsHidden() {
        let cell = ProfileCellViews()
        cell.subtitle.isHidden = true
        ProfileCell.layout(in: cell.container, views: cell.views)
        let expected = cell.expected(hidden: .subtitle)
        #expect(cell.frames == ProfileCell.Element.allCases.map { expected[$0] })
        #expect(cell.title.frame.array == [70, 20, 245, 40])
        #expect(cell.subtitle.proposals.isEmpty)

        let other = ProfileCellViews()
        var views = other.views
        views[.subtitle] = nil
        #expect(ProfileCell.layout(in: other.container, views: views) == expected)
    }

    @Test func directionScaleAndSizeComeFromTheContainer() {
        let cell = ProfileCellViews()
        cell.container.semanticContentAttribute = .forceRightToLeft
        cell.container.displayScale = 3
        cell.container.frame.size.width = 320.5
        let layout = ProfileCell.layout(in: cell.container, views: cell.views)
        #expect(layout == cell.expected(rightToLeft: true, scale: 3))
        #expect(abs(cell.icon.frame.maxX - (320.5 - 12)) < 1.0 / 3)  // 12 from the right edge
        #expect((cell.icon.frame.maxX * 3).rounded() == cell.icon.frame.maxX * 3)  // on a pixel
    }

    @Test func explicitArgumentsOverrideNothingButAreUsed() {
        let cell = ProfileCellViews()
        ProfileCell.layout(in: CGSize(width: 375, height: 80), rightToLeft: true, scale: 2, views: cell.views)
        let expected = cell.expected(rightToLeft: true, scale: 2)
        #expect(cell.frames == ProfileCell.Element.allCases.map { expected[$0] })
    }

    @Test func sizeThatFitsMeasuresAndSetsNoFrames() {
        let cell = ProfileCellViews()
        let size = ProfileCell.sizeThatFits(CGSize(width: 375, height: 80), in: cell.container, views: cell.views)
        #expect(size == cell.expected().size)
        #expect(cell.frames.allSatisfy { $0 == .zero })
        #expect(!cell.title.proposals.isEmpty)
    }

    @Test func safeAreaLeftAndRightBecomeLeadingAndTrailing() {
        let container = Container(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
        container.insets = UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 30)
        container.semanticContentAttribute = .forceRightToLeft
        let list = UIScrollView()
        let views: [AdaptiveRow.Element: UIView] = [
            .icon: UIView(), .title: MeasuredLabel(.fixed(CGSize(width: 100, height: 20))), .badge: UIView(),
            .list: list, .line: UIView(),
        ]
        let layout = AdaptiveRow.layout(in: container, views: views)
        let expected = AdaptiveRow.layout(
            in: CGSize(width: 400, height: 700), safeAreaInsets: (44, 30, 34, 10), rightToLeft: true
        ) { _, _ in CGSize(width: 100, height: 20) }
        #expect(layout == expected)
        #expect(views[.icon]?.frame == expected.icon)
        #expect(list.contentSize == expected.listContentSize)
        #expect(list.contentSize.height == 320)
    }

    @Test func childrenOfContainerViewsGetFramesInTheirContainer() {
        let container = Container(frame: CGRect(x: 0, y: 0, width: 300, height: 1000))
        let card = UIView()
        let image = UIView()
        let caption = MeasuredLabel(.text(width: 500, lineHeight: 20))
        container.addSubview(card)
        card.addSubview(image)
        card.addSubview(caption)
        let views: [NestedCard.Element: UIView] = [.card: card, .image: image, .caption: caption]
        // A self-sizing container: its fitting height for its width, then the layout at it.
        let fitted = NestedCard.sizeThatFits(container.bounds.size, in: container, padding: 10, views: views)
        #expect(fitted == CGSize(width: 300, height: 210))
        container.frame.size = fitted
        let layout = NestedCard.layout(in: container, padding: 10, views: views)
        #expect(card.frame.array == [10, 10, 280, 190])
        #expect(image.frame.array == [0, 0, 280, 140])
        #expect(caption.frame.array == [5, 145, 270, 40])
        #expect(layout.size == CGSize(width: 300, height: 210))
    }
}
