import Foundation
@_spi(Stubs) import SwiftUI
import Testing

@testable import AdapterChecks

/// The proposals a stand-in subview was measured with.
final class ProposalLog {
    var proposals: [ProposedViewSize] = []
}

/// A subview answering like `answer` (an unspecified extent proposed as unbounded), or 0×0.
func subview(_ answer: Answer? = nil, log: ProposalLog = ProposalLog()) -> LayoutSubview {
    LayoutSubview { proposal in
        log.proposals.append(proposal)
        let size = CGSize(
            width: proposal.width ?? .greatestFiniteMagnitude, height: proposal.height ?? .greatestFiniteMagnitude)
        return answer?.size(for: size) ?? .zero
    }
}

/// Where a subview was placed, as a frame (its proposal as the size), in `[x, y, w, h]`.
func placed(_ subview: LayoutSubview) -> [CGFloat]? {
    guard let placement = subview.placement, placement.anchor == .topLeading else { return nil }
    return [
        placement.position.x, placement.position.y, placement.proposal.width ?? -1, placement.proposal.height ?? -1,
    ]
}

/// `ProfileCell`'s subviews, unmarked, in declaration order.
struct ProfileCellSubviews {
    let titleLog = ProposalLog()
    let icon = subview()
    let time = subview(ProfileCellAnswers.time)
    let title: LayoutSubview
    let subtitle = subview(ProfileCellAnswers.subtitle)

    init() {
        title = subview(ProfileCellAnswers.title, log: titleLog)
    }

    var all: [LayoutSubview] { [icon, time, title, subtitle] }
}

@Suite struct SwiftUIAdapterTests {
    @Test func unmarkedSubviewsAreTheViewsInOrder() {
        let cell = ProfileCellSubviews()
        let layout = ProfileCell.SwiftUILayout()
        var cache: Void = ()
        let subviews = LayoutSubviews(cell.all)
        let size = layout.sizeThatFits(
            proposal: ProposedViewSize(width: 375, height: 80), subviews: subviews, cache: &cache)
        #expect(size == CGSize(width: 375, height: 80))
        layout.placeSubviews(
            in: CGRect(x: 5, y: 7, width: 375, height: 80), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(cell.all.map(placed) == [[17, 23, 48, 48], [328, 17, 40, 16], [75, 17, 245, 40], [75, 61, 293, 16]])
        #expect(cell.titleLog.proposals.last == ProposedViewSize(width: 245, height: nil))
    }

    @Test func markedSubviewsAreTheirElementsWhereverTheyAre() {
        let cell = ProfileCellSubviews()
        cell.subtitle.setValue(ProfileCell.Element.subtitle, for: ProfileCell.SwiftUILayout.ElementKey.self)
        cell.icon.setValue(ProfileCell.Element.icon, for: ProfileCell.SwiftUILayout.ElementKey.self)
        var cache: Void = ()
        ProfileCell.SwiftUILayout().placeSubviews(
            in: CGRect(x: 0, y: 0, width: 375, height: 80), proposal: .unspecified,
            subviews: LayoutSubviews([cell.subtitle, cell.time, cell.icon, cell.title]), cache: &cache)
        #expect(cell.all.map(placed) == [[12, 16, 48, 48], [323, 10, 40, 16], [70, 10, 245, 40], [70, 54, 293, 16]])
    }

    @Test func anOptionalViewWithoutASubviewIsHidden() {
        let cell = ProfileCellSubviews()
        var cache: Void = ()
        ProfileCell.SwiftUILayout().placeSubviews(
            in: CGRect(x: 0, y: 0, width: 375, height: 80), proposal: .unspecified,
            subviews: LayoutSubviews([cell.icon, cell.time, cell.title]), cache: &cache)
        #expect(placed(cell.title) == [70, 20, 245, 40])
        #expect(placed(cell.subtitle) == nil)
    }

    @Test func rightToLeftFramesArePlacedMirroredForSwiftUIToMirrorBack() {
        let cell = ProfileCellSubviews()
        var cache: Void = ()
        ProfileCell.SwiftUILayout().placeSubviews(
            in: CGRect(x: 0, y: 0, width: 375, height: 80), proposal: .unspecified,
            subviews: LayoutSubviews(cell.all, layoutDirection: .rightToLeft), cache: &cache)
        let rightToLeft = ProfileCell.layout(in: CGSize(width: 375, height: 80), rightToLeft: true) { measured, proposal in
            switch measured {
            case .time: ProfileCellAnswers.time.size(for: proposal)
            case .title: ProfileCellAnswers.title.size(for: proposal)
            case .subtitle: ProfileCellAnswers.subtitle.size(for: proposal)
            }
        }
        for (element, view) in zip(ProfileCell.Element.allCases, cell.all) {
            let frame = rightToLeft[element]
            #expect(placed(view)?.first == 375 - frame.maxX)
        }
        // The spec is written with leading and trailing only: what SwiftUI shows mirrored is
        // the mirror image of the left-to-right layout, so the placements are the same.
        #expect(cell.all.map(placed) == [[12, 16, 48, 48], [323, 10, 40, 16], [70, 10, 245, 40], [70, 54, 293, 16]])
    }

    @Test func childrenArePlacedInTheirContainersPosition() {
        let card = subview()
        let image = subview()
        let caption = subview(.text(width: 500, lineHeight: 20))
        let layout = NestedCard.SwiftUILayout(padding: 10)
        var cache: Void = ()
        let subviews = LayoutSubviews([card, image, caption])
        let size = layout.sizeThatFits(
            proposal: ProposedViewSize(width: 300, height: nil), subviews: subviews, cache: &cache)
        #expect(size == CGSize(width: 300, height: 210))
        layout.placeSubviews(
            in: CGRect(origin: .zero, size: size), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect([card, image, caption].map(placed) == [[10, 10, 280, 190], [10, 10, 280, 140], [15, 155, 270, 40]])
    }

    /// An unspecified dimension fits the content (`layoutgen eval --size 0x0 --fit both`: the
    /// title on one line, the labels' 40 pt, but never shorter than the icon and its margins,
    /// 64); an infinite height fits too (the labels' 60 pt at 375, 64 with the icon).
    @Test func anUnspecifiedProposalFitsTheContent() {
        var cache: Void = ()
        let size = ProfileCell.SwiftUILayout().sizeThatFits(
            proposal: .unspecified, subviews: LayoutSubviews(ProfileCellSubviews().all), cache: &cache)
        #expect(size == CGSize(width: 430, height: 64))
        let tall = ProfileCell.SwiftUILayout().sizeThatFits(
            proposal: ProposedViewSize(width: 375, height: .infinity), subviews: LayoutSubviews(ProfileCellSubviews().all),
            cache: &cache)
        #expect(tall == CGSize(width: 375, height: 64))
    }

    @Test func inputsAndTheSafeAreaAreProperties() {
        var layout = AdaptiveRow.SwiftUILayout(compact: true)
        layout.safeAreaInsets = (top: 20, leading: 0, bottom: 0, trailing: 0)
        let icon = subview()
        var cache: Void = ()
        layout.placeSubviews(
            in: CGRect(x: 0, y: 0, width: 400, height: 700), proposal: .unspecified,
            subviews: LayoutSubviews([icon, subview(.fixed(CGSize(width: 100, height: 20)))]), cache: &cache)
        #expect(placed(icon) == [8, 28, 32, 32])
    }
}
