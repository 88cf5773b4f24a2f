import Foundation

/// The height a feed card needs at a width: its text's bottom plus a margin. `FeedCard` is
/// generated from `Layouts/FeedCard.layout` while this module builds, so code here uses it
/// like any other type of the module. (A target with the build plugin needs at least one Swift
/// file, as this one: SwiftPM skips a target without any, and then never runs its plugin.)
public func feedCardHeight(width: CGFloat, measure: (FeedCard.Measured, CGSize) -> CGSize) -> CGFloat {
    let card = FeedCard.layout(in: CGSize(width: width, height: 0), measure: measure)
    return card.body.maxY + 12
}
