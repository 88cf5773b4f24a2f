// Written from Templates/ by the tests (RECORD=1 swift test). Do not edit: edit Templates/.

/// The text of the templates in `Templates/`, compiled into the tool so that it needs no files
/// at run time (the plugins run it inside other packages).
enum BuiltInTemplates {
    static let text: [String: String] = [
        "File.swift.template": #"""
            {{header}}
            // swift-format-ignore-file
            // swiftlint:disable all

            import Foundation
            {{types}}

            """#,
        "Hidden.swift.template": #"""

            /// The optional views that are hidden.
            {{access}}struct Hidden: OptionSet, Sendable {
                {{access}}let rawValue: UInt64
                {{access}}init(rawValue: UInt64) { self.rawValue = rawValue }
                {{options}}
            }

            """#,
        "Measured.swift.template": #"""

            /// The views whose size the `measure` callback gives.
            {{access}}enum Measured: String, CaseIterable, Sendable {
                case {{cases}}
            }

            """#,
        "Type.swift.template": #"""

            /// The frames of the `{{name}}` layout ({{fileName}}).
            {{access}}struct {{type}}: Equatable, Sendable {
                {{properties}}
                /// The container's size: the fitting extent on self-sizing axes.
                {{access}}var size: CGSize

                /// The views and guides of this layout.
                {{access}}enum Element: String, CaseIterable, Sendable {
                    case {{elementCases}}
                }

                /// The frame of one view or guide.
                {{access}}subscript(element: Element) -> CGRect {
                    switch element {
                    {{subscriptCases}}
                    }
                }
                {{measured}}
                {{hidden}}

                /// Lays the views out in a container of the given size (the size is ignored on
                /// self-sizing axes).
                {{access}}static func layout(
                    in size: CGSize,
                    {{parameters}}
                ) -> {{type}} {
                    {{body}}
                }

                /// The size `layout(in:…)` reports: the fitting size on self-sizing axes.
                {{access}}static func sizeThatFits(
                    _ size: CGSize,
                    {{parameters}}
                ) -> CGSize {
                    layout({{arguments}}).size
                }

                /// A frame from its leading edge, top edge and size: a size below 0 becomes 0 (its
                /// leading or top edge stays); mirrored in right-to-left layout; edges rounded to
                /// 1/scale when scale > 0.
                @inline(__always)
                private static func frame(
                    _ leading: CGFloat, _ top: CGFloat, _ width: CGFloat, _ height: CGFloat,
                    _ spaceWidth: CGFloat, _ rightToLeft: Bool, _ scale: CGFloat
                ) -> CGRect {
                    let w = max(0, width)
                    let h = max(0, height)
                    let x = rightToLeft ? spaceWidth - leading - w : leading
                    guard scale > 0 else { return CGRect(x: x, y: top, width: w, height: h) }
                    let left = (x * scale).rounded() / scale
                    let right = ((x + w) * scale).rounded() / scale
                    let y0 = (top * scale).rounded() / scale
                    let y1 = ((top + h) * scale).rounded() / scale
                    return CGRect(x: left, y: y0, width: right - left, height: y1 - y0)
                }

                /// A measured size as used: a negative, infinite or NaN extent counts as 0.
                @inline(__always)
                private static func answer(_ size: CGSize) -> CGSize {
                    CGSize(
                        width: size.width.isFinite && size.width > 0 ? size.width : 0,
                        height: size.height.isFinite && size.height > 0 ? size.height : 0)
                }

                /// The container's size as reported: never negative, rounded like the edges.
                @inline(__always)
                private static func fittedSize(_ width: CGFloat, _ height: CGFloat, _ scale: CGFloat) -> CGSize {
                    let w = max(0, width)
                    let h = max(0, height)
                    guard scale > 0 else { return CGSize(width: w, height: h) }
                    return CGSize(width: (w * scale).rounded() / scale, height: (h * scale).rounded() / scale)
                }
            }

            """#,
    ]
}
