import AppKit
import Foundation
@_spi(Stubs) import SwiftUI
import Testing
import UIKit

@testable import AdapterChecks

/// `BaselineRow` (a layout that reads baselines) through each adapter: the adapters give the
/// measure callback each view's baselines — UIKit from a label's font, AppKit from the view's
/// baseline offsets, SwiftUI from the subview's text baseline guides — and the frames are the
/// ones computed by hand for `layoutgen eval` at 375 wide (BaselineTests in the main package):
/// fonts whose ascender is 0.8 of the line height, as eval's `text:WxH` stand-ins have.
enum BaselineRowViews {
    /// Per element: its answer and its line height (the font: ascender 0.8, descent 0.2 of it).
    static let answers: [(BaselineRow.Element, Answer, CGFloat)] = [
        (.sender, .text(width: 120, lineHeight: 20), 20), (.date, .text(width: 60, lineHeight: 15), 15),
        (.title, .text(width: 300, lineHeight: 20), 20), (.count, .text(width: 30, lineHeight: 15), 15),
        (.badge, .text(width: 10, lineHeight: 10), 10),
    ]

    /// sender, date, title (two lines), count and badge at 375 wide, 90 tall.
    static let frames: [[CGFloat]] = [
        [16, 12, 120, 20], [299, 16, 60, 15], [16, 38, 277, 40], [301, 62, 30, 15], [339, 46, 20, 20],
    ]
}

/// A label with a font of the given line height.
final class FontLabel: UILabel {
    let answer: Answer

    init(_ answer: Answer, lineHeight: CGFloat) {
        self.answer = answer
        super.init(frame: .zero)
        font = UIFont(ascender: 0.8 * lineHeight, descender: -0.2 * lineHeight)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { answer.size(for: size) }
}

/// A text field whose baselines sit as a font of the given line height puts them.
final class BaselineField: NSTextField {
    let answer: Answer
    let lineHeight: CGFloat

    init(_ answer: Answer, lineHeight: CGFloat) {
        self.answer = answer
        self.lineHeight = lineHeight
        super.init(frame: .zero)
    }

    override func sizeThatFits(_ size: NSSize) -> NSSize { answer.size(for: size) }
    override var firstBaselineOffsetFromTop: CGFloat { 0.8 * lineHeight }
    override var lastBaselineOffsetFromBottom: CGFloat { 0.2 * lineHeight }
}

@MainActor
@Suite struct BaselineAdapterTests {
    @Test func uiKitReadsTheLabelsFonts() {
        let container = Container(frame: CGRect(x: 0, y: 0, width: 375, height: 90))
        var views: [BaselineRow.Element: UIView] = [:]
        for (element, answer, lineHeight) in BaselineRowViews.answers {
            let label = FontLabel(answer, lineHeight: lineHeight)
            container.addSubview(label)
            views[element] = label
        }
        #expect(BaselineRow.sizeThatFits(CGSize(width: 375, height: 0), in: container, views: views).height == 90)
        BaselineRow.layout(in: container, views: views)
        #expect(BaselineRow.Element.allCases.map { views[$0]!.frame.array } == BaselineRowViews.frames)
    }

    /// A view that is not a label has its baselines at its bottom: the date then sits with its
    /// bottom on the sender's first baseline.
    @Test func uiKitPutsAViewWithoutTextOnItsBottom() {
        let container = Container(frame: CGRect(x: 0, y: 0, width: 375, height: 90))
        var views: [BaselineRow.Element: UIView] = [:]
        for (element, answer, lineHeight) in BaselineRowViews.answers {
            views[element] = element == .date ? MeasuredLabelWithoutFont(answer) : FontLabel(answer, lineHeight: lineHeight)
            container.addSubview(views[element]!)
        }
        BaselineRow.layout(in: container, views: views)
        #expect(views[.date]?.frame.array == [299, 13, 60, 15])  // bottom at 12 + 16
    }

    @Test func appKitReadsTheViewsBaselineOffsets() {
        let container = FlippedView(frame: NSRect(x: 0, y: 0, width: 375, height: 90))
        var views: [BaselineRow.Element: NSView] = [:]
        for (element, answer, lineHeight) in BaselineRowViews.answers {
            let field = BaselineField(answer, lineHeight: lineHeight)
            container.addSubview(field)
            views[element] = field
        }
        BaselineRow.layout(in: container, views: views)
        #expect(BaselineRow.Element.allCases.map { views[$0]!.frame.array } == BaselineRowViews.frames)
    }

    @Test func swiftUIReadsTheTextBaselineGuides() {
        let subviews = BaselineRowViews.answers.map { _, answer, lineHeight in
            LayoutSubview(
                measure: { proposal in
                    answer.size(
                        for: CGSize(
                            width: proposal.width ?? .greatestFiniteMagnitude,
                            height: proposal.height ?? .greatestFiniteMagnitude))
                },
                baselines: { size in (0.8 * lineHeight, size.height - 0.2 * lineHeight) })
        }
        var cache: Void = ()
        BaselineRow.SwiftUILayout().placeSubviews(
            in: CGRect(x: 0, y: 0, width: 375, height: 90), proposal: .unspecified, subviews: LayoutSubviews(subviews),
            cache: &cache)
        #expect(subviews.map(placed) == BaselineRowViews.frames)
    }
}

/// A measured view that is not a label (no font): UIKit puts its baselines at its bottom.
final class MeasuredLabelWithoutFont: UIView {
    let answer: Answer

    init(_ answer: Answer) {
        self.answer = answer
        super.init(frame: .zero)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { answer.size(for: size) }
}
