/// The colours of a preview. Each element's hue is derived from its index (golden-angle
/// steps around the colour wheel), so neighbours differ and the same spec always gets the
/// same colours.
public enum PreviewPalette: String, CaseIterable, Equatable, Sendable {
    /// Light fills, darker outlines of the same hue, labels: for people.
    case light
    /// Opaque, saturated, distinct fills with no outlines, labels or marks: for screenshot
    /// tests that sample pixel colours and compare them with the fills in the SVG.
    case test

    /// The page behind the container.
    var background: String { "#ffffff" }
    /// The container's fill.
    var containerFill: String { self == .test ? "#e6e6e6" : "#fbfbfb" }
    /// The container's outline and the caption's colour.
    var ink: String { "#333333" }
    /// The outline of guides.
    var guideStroke: String { "#7a3fd1" }
    /// The outline of the safe area.
    var safeAreaStroke: String { "#1f8a4c" }
    /// The outline of the views a problem is about, and its caption (`preview --witness`).
    var problemStroke: String { "#c8102e" }
    /// Whether items get outlines, labels and marks.
    var isAnnotated: Bool { self == .light }

    /// A view's fill.
    package func fill(element: Int) -> String {
        switch self {
        case .light: Self.hsl(hue: Self.hue(element), saturation: 0.7, lightness: 0.88)
        case .test: Self.hsl(hue: Self.hue(element), saturation: 0.75, lightness: element % 2 == 0 ? 0.45 : 0.62)
        }
    }

    /// A view's outline and corner mark.
    func stroke(element: Int) -> String {
        Self.hsl(hue: Self.hue(element), saturation: 0.5, lightness: 0.38)
    }

    /// The hue of an element, in degrees: golden-angle steps from a blue.
    static func hue(_ element: Int) -> Double {
        (210 + Double(element) * 137.507_764_05).truncatingRemainder(dividingBy: 360)
    }

    /// `#rrggbb` of an HSL colour (hue in degrees, the rest from 0 to 1).
    static func hsl(hue: Double, saturation s: Double, lightness l: Double) -> String {
        let c = (1 - abs(2 * l - 1)) * s
        let h = hue / 60
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        let m = l - c / 2
        return "#" + [r, g, b].map { hex(Int(((($0 + m) * 255)).rounded())) }.joined()
    }

    private static func hex(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        let v = min(max(value, 0), 255)
        return String([digits[v / 16], digits[v % 16]])
    }
}
