// The uses of the adapters shown in the README and docs/adapters.md, compiled here so that they
// stay true (the main package's tests check that every Swift example there is in this file).
import AppKit
import SwiftUI
import UIKit

/// README: a `UIView` laid out by `ProfileCell`, self-sizing through `sizeThatFits(_:)`.
final class ProfileCellView: UIView {
    let icon = UIImageView()
    let time = UILabel()
    let title = UILabel()
    let subtitle = UILabel()  // hide it with `subtitle.isHidden = true`

    override func layoutSubviews() {
        super.layoutSubviews()
        ProfileCell.layout(in: self, views: [.icon: icon, .time: time, .title: title, .subtitle: subtitle])
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        ProfileCell.sizeThatFits(size, in: self, views: [.icon: icon, .time: time, .title: title, .subtitle: subtitle])
    }
}

/// README: an `NSView` laid out by `ProfileCell`.
final class ProfileCellNSView: NSView {
    let icon = NSImageView()
    let time = NSTextField()
    let title = NSTextField()
    let subtitle = NSTextField()

    override func layout() {
        super.layout()
        ProfileCell.layout(in: self, views: [.icon: icon, .time: time, .title: title, .subtitle: subtitle])
    }
}

/// README: a SwiftUI view laid out by `ProfileCell`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct ProfileRow: View {
    var time: String
    var title: String
    var subtitle: String?

    var body: some View {
        ProfileCell.SwiftUILayout {
            Image(systemName: "person.crop.circle").resizable()
            Text(time)
            Text(title)
            if let subtitle {
                Text(subtitle).layoutElement(ProfileCell.Element.subtitle)
            }
        }
    }
}

/// docs/adapters.md, "Without adapters": the layout function alone.
final class ProfileCellByHand: UIView {
    let icon = UIImageView()
    let time = UILabel()
    let title = UILabel()
    let subtitle = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        let labels: [ProfileCell.Measured: UILabel] = [.time: time, .title: title, .subtitle: subtitle]
        let layout = ProfileCell.layout(
            in: bounds.size, hidden: subtitle.isHidden ? .subtitle : [],
            rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft, scale: traitCollection.displayScale
        ) { measured, proposal in
            labels[measured]?.sizeThatFits(proposal) ?? .zero
        }
        icon.frame = layout.icon
        time.frame = layout.time
        title.frame = layout.title
        subtitle.frame = layout.subtitle
    }
}

/// docs/adapters.md, "Without adapters": the callback of a layout that reads baselines.
@MainActor
func baselineRowMeasure(
    _ labels: [BaselineRow.Measured: UILabel]
) -> (BaselineRow.Measured, CGSize) -> BaselineRow.MeasuredText {
    typealias MeasuredText = BaselineRow.MeasuredText
    let measure: (BaselineRow.Measured, CGSize) -> MeasuredText =
    { measured, proposal in
        guard let label = labels[measured] else { return MeasuredText(.zero) }
        let size = label.sizeThatFits(proposal)
        return MeasuredText(size: size, firstBaseline: label.font.ascender, lastBaseline: size.height + label.font.descender)
    }
    return measure
}
