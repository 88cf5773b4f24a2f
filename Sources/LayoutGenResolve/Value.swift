import LayoutGenAlgebra

/// The value of an expression while it is being lowered.
package enum Value {
    /// One number-valued affine form.
    case scalar(LinearForm)
    /// The components of a compound attribute or a tuple; `attribute` is nil for a tuple.
    case vector([LinearForm], attribute: Attribute?)
    /// A bare item name (or `super`) not followed by an attribute.
    case item(String)
    /// An expression already reported as an error.
    case invalid

    /// The forms of this value, broadcast to `count` components when it is a scalar
    /// (`badge.size == icon.width / 4` sets both components).
    package func components(count: Int) -> [LinearForm]? {
        switch self {
        case .scalar(let f): Array(repeating: f, count: count)
        case .vector(let forms, _): forms.count == count ? forms : nil
        case .item, .invalid: nil
        }
    }

    /// The number of components (1 for a scalar).
    package var count: Int? {
        switch self {
        case .scalar: 1
        case .vector(let forms, _): forms.count
        case .item, .invalid: nil
        }
    }

    /// Applies `transform` to every component.
    package func map(_ transform: (LinearForm) -> LinearForm) -> Value {
        switch self {
        case .scalar(let f): .scalar(transform(f))
        case .vector(let forms, let attribute): .vector(forms.map(transform), attribute: attribute)
        case .item, .invalid: self
        }
    }
}
