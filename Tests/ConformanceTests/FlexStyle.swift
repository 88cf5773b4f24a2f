import Foundation
@testable import LayoutGenPlan

/// The flexbox properties of one node, parsed from its inline CSS, with the fixture page's
/// defaults (corpus README): `display: flex; flex-direction: column; align-items: stretch;
/// flex-shrink: 0; box-sizing: border-box`.
struct FlexStyle {
    enum Direction: String {
        case row, rowReverse = "row-reverse", column, columnReverse = "column-reverse"
    }
    enum Justify: String {
        case flexStart = "flex-start", flexEnd = "flex-end", center
        case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
    }
    enum Align: String {
        case stretch, flexStart = "flex-start", flexEnd = "flex-end", center, baseline
    }
    /// Four physical edges.
    struct Edges {
        var top: Decimal = 0, right: Decimal = 0, bottom: Decimal = 0, left: Decimal = 0
    }

    var direction = Direction.column
    var justify = Justify.flexStart
    var alignItems = Align.stretch
    /// `align-self`, nil for `auto`.
    var alignSelf: Align?
    var grow: Decimal = 0
    var shrink: Decimal = 0
    /// `flex-basis` in px, nil for `auto`.
    var basis: Decimal?
    var width: Decimal?
    var height: Decimal?
    var padding = Edges()
    var margin = Edges()
    /// `column-gap` (between items of a row) and `row-gap` (of a column).
    var columnGap: Decimal = 0
    var rowGap: Decimal = 0
    /// Declarations this translator does not know, as written.
    var unsupported: [String] = []
    /// The inline CSS as written (trimmed).
    var css = ""

    /// Whether the main axis is horizontal.
    var isRow: Bool { direction == .row || direction == .rowReverse }
    /// Whether items run from the end of the main axis.
    var isReversed: Bool { direction == .rowReverse || direction == .columnReverse }
    /// The gap between neighbouring items along the main axis.
    var mainGap: Decimal { isRow ? columnGap : rowGap }

    /// The explicit size along an axis.
    func size(horizontal: Bool) -> Decimal? { horizontal ? width : height }

    /// Padding before plus after along an axis.
    func paddingSum(horizontal: Bool) -> Decimal {
        horizontal ? padding.left + padding.right : padding.top + padding.bottom
    }

    /// Margin before plus after along an axis.
    func marginSum(horizontal: Bool) -> Decimal {
        horizontal ? margin.left + margin.right : margin.top + margin.bottom
    }

    /// Parses `name: value;` declarations. Unknown values keep the default (as a browser
    /// ignores an invalid declaration, e.g. `align-items: 'stretch'`).
    init(css: String) {
        self.css = css.trimmingCharacters(in: .whitespaces)
        for declaration in css.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard parts.count == 2, !parts[0].isEmpty else { continue }
            apply(parts[0], parts[1])
        }
    }

    private mutating func apply(_ name: String, _ value: String) {
        switch name {
        case "flex-direction": direction = Direction(rawValue: value) ?? direction
        case "justify-content": justify = Justify(rawValue: value) ?? justify
        case "align-items": alignItems = Align(rawValue: value) ?? alignItems
        case "align-self": alignSelf = Align(rawValue: value)
        case "flex-grow": grow = Decimal(string: value) ?? grow
        case "flex-shrink": shrink = Decimal(string: value) ?? shrink
        case "flex-basis": basis = Self.pixels(value)
        case "width": width = Self.pixels(value)
        case "height": height = Self.pixels(value)
        case "column-gap": columnGap = Self.pixels(value) ?? 0
        case "row-gap": rowGap = Self.pixels(value) ?? 0
        case "padding": padding = Self.edges(value)
        case "margin": margin = Self.edges(value)
        case "padding-top": padding.top = Self.pixels(value) ?? 0
        case "padding-right": padding.right = Self.pixels(value) ?? 0
        case "padding-bottom": padding.bottom = Self.pixels(value) ?? 0
        case "padding-left": padding.left = Self.pixels(value) ?? 0
        case "margin-top": margin.top = Self.pixels(value) ?? 0
        case "margin-right": margin.right = Self.pixels(value) ?? 0
        case "margin-bottom": margin.bottom = Self.pixels(value) ?? 0
        case "margin-left": margin.left = Self.pixels(value) ?? 0
        default: unsupported.append("\(name): \(value)")
        }
    }

    /// `12px` or `12.5px` (or a bare `0`) as a number; nil for anything else.
    static func pixels(_ value: String) -> Decimal? {
        if value == "0" { return 0 }
        guard value.hasSuffix("px") else { return nil }
        return Decimal(string: String(value.dropLast(2)))
    }

    /// The 1- to 4-value shorthand of `padding` and `margin`.
    static func edges(_ value: String) -> Edges {
        let v = value.split(separator: " ").map { pixels(String($0)) ?? 0 }
        switch v.count {
        case 1: return Edges(top: v[0], right: v[0], bottom: v[0], left: v[0])
        case 2: return Edges(top: v[0], right: v[1], bottom: v[0], left: v[1])
        case 3: return Edges(top: v[0], right: v[1], bottom: v[2], left: v[1])
        case 4: return Edges(top: v[0], right: v[1], bottom: v[2], left: v[3])
        default: return Edges()
        }
    }
}
