import FeedCells
import Foundation
import SettingsLayouts
import Testing

/// The consumer's layouts, one from each plugin, used through the public API of their
/// modules. The expected frames are `layoutgen eval`'s for the same sizes and measurements.
@Suite struct ConsumerTests {
    /// A line of text `width` wide and `lineHeight` high that wraps at the proposed width.
    static func text(_ width: CGFloat, _ lineHeight: CGFloat, _ proposal: CGSize) -> CGSize {
        let lines = proposal.width >= width ? 1 : (width / max(proposal.width, 1)).rounded(.up)
        return CGSize(width: min(width, proposal.width), height: lineHeight * lines)
    }

    /// FeedCard's stand-in measurements: author `text:120x20`, time `30x16`, body `text:600x20`.
    static func measureCard(_ view: FeedCard.Measured, _ proposal: CGSize) -> CGSize {
        switch view {
        case .author: text(120, 20, proposal)
        case .time: CGSize(width: 30, height: 16)
        case .body: text(600, 20, proposal)
        }
    }

    @Test func feedCardFromTheBuildPlugin() {
        let card = FeedCard.layout(in: CGSize(width: 375, height: 200), measure: Self.measureCard)
        #expect(card.avatar == CGRect(x: 16, y: 12, width: 40, height: 40))
        #expect(card.author == CGRect(x: 68, y: 12, width: 120, height: 20))
        #expect(card.time == CGRect(x: 329, y: 12, width: 30, height: 16))
        #expect(card.body == CGRect(x: 68, y: 60, width: 291, height: 60))
        #expect(feedCardHeight(width: 375, measure: Self.measureCard) == 132)
    }

    @Test func avatarBadgeFromTheBuildPlugin() {
        let avatar = AvatarBadge.layout(in: CGSize(width: 64, height: 64))
        #expect(avatar.image == CGRect(x: 0, y: 0, width: 64, height: 64))
        #expect(avatar.badge == CGRect(x: 48, y: 48, width: 16, height: 16))
    }

    @Test func settingsRowFromCommittedSources() {
        let row = SettingsRow.layout(in: CGSize(width: 375, height: 44)) { _, proposal in Self.text(80, 20, proposal) }
        #expect(row.icon == CGRect(x: 16, y: 7.5, width: 29, height: 29))
        #expect(row.title == CGRect(x: 57, y: 12, width: 80, height: 20))
        #expect(row.toggle == CGRect(x: 308, y: 6.5, width: 51, height: 31))
    }
}
