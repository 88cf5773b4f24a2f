/// A view that Interface Builder places with its autoresizing mask
/// (`translatesAutoresizingMaskIntoConstraints` not "NO") gets the constraints UIKit makes of
/// the mask: along each axis, the change of its container's size is shared by the flexible
/// parts (the margin before, the size, the margin after) in proportion to their sizes in the
/// file; with no flexible part, the margin before and the size stay as they are.
extension ImportedLayout {
    mutating func importAutoresizing(_ view: Int) {
        let v = document.views[view]
        guard let parent = v.parent, let frame = v.frame, let container = document.views[parent].frame else { return }
        let name = names[view] ?? "?"
        let mask = v.autoresizing
        let horizontal = Self.axis(
            start: frame.x, size: frame.width, containerSize: container.width,
            flexible: (mask.flexibleLeft, mask.flexibleWidth, mask.flexibleRight))
        let vertical = Self.axis(
            start: frame.y, size: frame.height, containerSize: container.height,
            flexible: (mask.flexibleTop, mask.flexibleHeight, mask.flexibleBottom))
        let comment = "autoresizing mask"
        for (attribute, value) in [("left", horizontal.start), ("width", horizontal.size)] {
            add(ImportedStatement(block: parent, text: "\(name).\(attribute) == \(value("super.width", "super.left"))", comment: comment))
        }
        for (attribute, value) in [("top", vertical.start), ("height", vertical.size)] {
            add(ImportedStatement(block: parent, text: "\(name).\(attribute) == \(value("super.height", "super.top"))", comment: comment))
        }
    }

    /// The start and size along one axis, as expressions of the container's extent and start
    /// (the names given to each closure).
    private static func axis(
        start: Double, size: Double, containerSize: Double, flexible: (before: Bool, size: Bool, after: Bool)
    ) -> (start: (String, String) -> String, size: (String, String) -> String) {
        let after = containerSize - start - size
        let n: (Double) -> ImportNumber = { ImportNumber($0) }
        func fixed(_ value: Double) -> (String, String) -> String {
            { _, origin in Self.sum(origin, n(value)) }
        }
        // The part's share of the change: in proportion to the flexible parts' sizes in the
        // file, equal shares when they are all 0.
        let flexibleCount = [flexible.before, flexible.size, flexible.after].filter { $0 }.count
        func share(_ part: Double, of total: Double, less rest: Double, plus origin: Bool) -> (String, String) -> String {
            { extent, start in
                let available = rest == 0 ? extent : "(\(Self.sum(extent, n(-rest))))"
                let scaled =
                    flexibleCount == 1 ? available
                    : total == 0 ? "\(available) / \(flexibleCount)"
                    : part == 0 ? "0" : "\(available) * \(n(part).text) / \(n(total).text)"
                return origin ? (scaled == "0" ? start : "\(start) + \(scaled)") : scaled
            }
        }
        switch flexible {
        case (false, false, _): return (fixed(start), { _, _ in n(size).text })
        case (false, true, false):
            return (fixed(start), share(size, of: size, less: start + after, plus: false))
        case (true, false, false):
            return (share(start, of: start, less: size + after, plus: true), { _, _ in n(size).text })
        case (true, false, true):
            return (share(start, of: start + after, less: size, plus: true), { _, _ in n(size).text })
        case (true, true, false):
            return (share(start, of: start + size, less: after, plus: true), share(size, of: start + size, less: after, plus: false))
        case (false, true, true):
            return (fixed(start), share(size, of: size + after, less: start, plus: false))
        case (true, true, true):
            return (share(start, of: containerSize, less: 0, plus: true), share(size, of: containerSize, less: 0, plus: false))
        }
    }

    /// `origin + value` written plainly (`super.left + 16`, `super.left - 4`, `super.left`).
    private static func sum(_ origin: String, _ value: ImportNumber) -> String {
        value.isZero ? origin : value.isNegative ? "\(origin) - \(value.magnitude)" : "\(origin) + \(value.text)"
    }
}
