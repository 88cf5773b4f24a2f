import AppKit
import Foundation
import Testing

@testable import AdapterChecks

/// A text field that answers `sizeThatFits(_:)` like a stand-in and remembers what it was offered.
final class MeasuredField: NSTextField {
    let answer: Answer
    var proposals: [CGSize] = []

    init(_ answer: Answer) {
        self.answer = answer
        super.init(frame: .zero)
    }

    override func sizeThatFits(_ size: NSSize) -> NSSize {
        proposals.append(size)
        return answer.size(for: size)
    }
}

/// A plain view whose Auto Layout fitting size the test sets.
final class FittingView: NSView {
    var fitting = NSSize.zero
    override var fittingSize: NSSize { fitting }
}

/// A view with y growing down.
final class FlippedView: NSView {
    override var isFlipped: Bool { true }
}

/// A window on a screen of the given scale.
final class Window: NSWindow {
    var scale: CGFloat = 2
    override var backingScaleFactor: CGFloat { scale }
}

/// A view in a window.
final class WindowedView: NSView {
    let host = Window()
    override var window: NSWindow? { host }
}

/// `ProfileCell`'s views in `container`: the time label a plain view measured by its fitting size.
@MainActor
struct ProfileCellNSViews {
    let container: NSView
    let icon = NSImageView()
    let time = FittingView()
    let title = MeasuredField(ProfileCellAnswers.title)
    let subtitle = MeasuredField(ProfileCellAnswers.subtitle)

    init(_ container: NSView = NSView(frame: NSRect(x: 0, y: 0, width: 375, height: 80))) {
        self.container = container
        time.fitting = NSSize(width: 40, height: 16)
        for view in [icon, time, title, subtitle] { container.addSubview(view) }
    }

    var views: [ProfileCell.Element: NSView] { [.icon: icon, .time: time, .title: title, .subtitle: subtitle] }

    func expected(rightToLeft: Bool = false, scale: CGFloat = 0) -> ProfileCell {
        ProfileCell.layout(in: container.bounds.size, rightToLeft: rightToLeft, scale: scale) { measured, proposal in
            switch measured {
            case .time: ProfileCellAnswers.time.size(for: proposal)
            case .title: ProfileCellAnswers.title.size(for: proposal)
            case .subtitle: ProfileCellAnswers.subtitle.size(for: proposal)
            }
        }
    }

    var frames: [CGRect] { ProfileCell.Element.allCases.map { views[$0]!.frame } }
}

/// A frame as AppKit has it in an unflipped parent of the given height.
func unflipped(_ frame: CGRect, in height: CGFloat) -> CGRect {
    CGRect(x: frame.minX, y: height - frame.maxY, width: frame.width, height: frame.height)
}

@MainActor
@Suite struct AppKitAdapterTests {
    @Test func framesInAnUnflippedContainerAreMeasuredFromItsBottom() {
        let cell = ProfileCellNSViews()
        let layout = ProfileCell.layout(in: cell.container, views: cell.views)
        #expect(layout == cell.expected())
        #expect(cell.frames == ProfileCell.Element.allCases.map { unflipped(layout[$0], in: 80) })
        #expect(cell.title.frame.array == [70, 30, 245, 40])
        #expect(cell.title.proposals == [CGSize(width: 245, height: CGFloat.greatestFiniteMagnitude)])
    }

    @Test func framesInAFlippedContainerAreAsComputed() {
        let cell = ProfileCellNSViews(FlippedView(frame: NSRect(x: 0, y: 0, width: 375, height: 80)))
        let layout = ProfileCell.layout(in: cell.container, views: cell.views)
        #expect(cell.frames == ProfileCell.Element.allCases.map { layout[$0] })
    }

    @Test func directionAndScaleComeFromTheContainerAndItsWindow() {
        let container = WindowedView(frame: NSRect(x: 0, y: 0, width: 375, height: 80))
        container.userInterfaceLayoutDirection = .rightToLeft
        container.host.scale = 2
        let cell = ProfileCellNSViews(container)
        let layout = ProfileCell.layout(in: cell.container, views: cell.views)
        #expect(layout == cell.expected(rightToLeft: true, scale: 2))
        #expect(cell.icon.frame.maxX == CGFloat(375 - 12))
    }

    @Test func hiddenViewsAndSizeThatFits() {
        let cell = ProfileCellNSViews()
        cell.subtitle.isHidden = true
        let size = ProfileCell.sizeThatFits(CGSize(width: 375, height: 80), in: cell.container, views: cell.views)
        #expect(size == CGSize(width: 375, height: 80))
        #expect(cell.frames.allSatisfy { $0 == .zero })
        #expect(cell.subtitle.proposals.isEmpty)
        ProfileCell.layout(in: cell.container, views: cell.views)
        #expect(cell.title.frame.array == [70, 20, 245, 40])
    }

    @Test func childrenAreFlippedWithinTheirContainerView() {
        let container = NSView(frame: NSRect(x: 0, y: 0, width: 300, height: 1000))
        let card = NSView()
        let image = NSView()
        let caption = MeasuredField(.text(width: 500, lineHeight: 20))
        container.addSubview(card)
        card.addSubview(image)
        card.addSubview(caption)
        let views: [NestedCard.Element: NSView] = [.card: card, .image: image, .caption: caption]
        let fitted = NestedCard.sizeThatFits(container.bounds.size, in: container, padding: 10, views: views)
        #expect(fitted == CGSize(width: 300, height: 210))
        // The container keeps its height: the card sits at the top of the unflipped view.
        container.frame.size.height = 1000
        NestedCard.layout(in: NSSize(width: 300, height: fitted.height), padding: 10, views: views)
        #expect(card.frame.array == [10, 1000 - 200, 280, 190])
        #expect(image.frame.array == [0, 190 - 140, 280, 140])
        #expect(caption.frame.array == [5, 190 - 185, 270, 40])
    }

    @Test func scrollViewsGetTheirDocumentViewSized() {
        let container = FlippedView(frame: NSRect(x: 0, y: 0, width: 400, height: 700))
        let list = NSScrollView()
        let document = NSView()
        let line = NSView()
        list.documentView = document
        document.addSubview(line)
        container.addSubview(list)
        let views: [AdaptiveRow.Element: NSView] = [
            .icon: NSView(), .title: MeasuredField(.fixed(CGSize(width: 100, height: 20))), .list: list, .line: line,
        ]
        let layout = AdaptiveRow.layout(in: container, views: views)
        #expect(document.frame.size == layout.listContentSize)
        #expect(list.frame == layout.list)
        #expect(line.frame == unflipped(layout.line, in: layout.listContentSize.height))
        #expect(line.frame.array == [0, 10, 400, 300])
    }
}
