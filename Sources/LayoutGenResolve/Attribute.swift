import LayoutGenAlgebra

/// An attribute of an item, as LANGUAGE.md §4 lists them.
package enum Attribute: String, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// A measured view's first and last baseline (LANGUAGE.md §4): its top plus the first
    /// baseline's offset the measurement gives, and its bottom less the depth of the last one.
    case firstBaseline, lastBaseline
    case size, center, edges

    /// The scalar components of a compound attribute, or `[self]` for a scalar one.
    package var components: [Attribute] {
        switch self {
        case .size: [.width, .height]
        case .center: [.centerX, .centerY]
        case .edges: [.top, .leading, .bottom, .trailing]
        default: [self]
        }
    }

    /// Whether it is a baseline, which only a measured view has.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether the attribute has more than one component.
    package var isCompound: Bool { components.count > 1 }

    /// Whether naming it makes a relation read in the leading-to-trailing direction.
    var isDirectional: Bool { self == .leading || self == .trailing || self == .edges }

    /// Whether it is a horizontal position whose value depends on the layout direction.
    var isHorizontalPosition: Bool {
        self == .left || self == .right || self == .centerX || self == .leading || self == .trailing
    }
}

/// The four unknowns (or fixed values) that place one rectangle, plus the width of the
/// coordinate space it lies in (needed to read `left`/`right` in right-to-left layout).
package struct Placement {
    /// Leading edge in the leading-to-trailing coordinate of its space.
    package var leading: LinearForm
    package var width: LinearForm
    package var top: LinearForm
    package var height: LinearForm
    /// The width of the coordinate space (the layout container or the parent view).
    package var spaceWidth: LinearForm
    /// For a measured view: its first baseline's offset from its top and its last baseline's
    /// depth above its bottom, as the measurement gives them (`Symbol.firstBaseline`,
    /// `Symbol.lastBaselineDepth`); nil for anything else, which has no baseline.
    package var baselines: (first: LinearForm, lastDepth: LinearForm)?

    /// The value of a scalar attribute.
    ///
    /// In a directional relation (one naming `leading`/`trailing`) positions are measured from
    /// the leading edge towards the trailing edge; otherwise they are measured from the left
    /// edge to the right. In left-to-right layout both coincide. In right-to-left layout the
    /// leading edge is the right one, so a physical `x` is `spaceWidth - u`.
    package func value(of attribute: Attribute, rightToLeft: Bool, directional: Bool) -> LinearForm {
        let half = Rational(1, 2)
        let u: LinearForm
        switch attribute {
        case .top: return top
        case .bottom: return top + height
        case .centerY: return top + height * half
        case .width: return width
        case .height: return height
        case .firstBaseline: return top + baselines!.first
        case .lastBaseline: return top + height - baselines!.lastDepth
        case .leading: u = leading
        case .trailing: u = leading + width
        case .centerX: u = leading + width * half
        case .left: u = rightToLeft ? leading + width : leading
        case .right: u = rightToLeft ? leading : leading + width
        case .size, .center, .edges: preconditionFailure("compound attribute \(attribute)")
        }
        return rightToLeft && !directional ? spaceWidth - u : u
    }
}
