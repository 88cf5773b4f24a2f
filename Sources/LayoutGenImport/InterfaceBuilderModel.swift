import LayoutGenDiagnostics

/// A rectangle as Interface Builder stores it (`<rect key="frame" x= y= width= height=>`).
struct IBRect: Equatable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}

/// Insets in the leading-to-trailing direction.
struct IBInsets: Equatable, Sendable {
    var top: Double
    var leading: Double
    var bottom: Double
    var trailing: Double
}

/// A view's hugging and compression resistance per axis, as the file states them (absent:
/// UIKit's 250 and 750).
struct IBContentPriorities: Equatable, Sendable {
    var horizontalHugging = 250
    var verticalHugging = 250
    var horizontalCompression = 750
    var verticalCompression = 750
}

/// The flexible parts of an autoresizing mask (`<autoresizingMask key="autoresizingMask" …>`).
struct IBAutoresizing: Equatable, Sendable {
    var flexibleLeft = false
    var flexibleWidth = false
    var flexibleRight = false
    var flexibleTop = false
    var flexibleHeight = false
    var flexibleBottom = false
}

/// A `UIStackView`'s attributes.
struct IBStack: Equatable, Sendable {
    var vertical: Bool
    var distribution: String
    var alignment: String
    var spacing: String
    var baselineRelative: Bool
    var marginsRelative: Bool
}

/// One `<constraint>` element: `first.firstAttribute RELATION second.secondAttribute ×
/// multiplier + constant @priority`, with the view whose `<constraints>` holds it.
struct IBConstraint: Sendable {
    var id: String
    var firstItem: String?
    var firstAttribute: String
    var secondItem: String?
    var secondAttribute: String?
    var relation: String?
    var multiplier: String?
    var constant: String?
    var priority: String?
    var identifier: String?
    var placeholder: Bool
    /// The view whose `<constraints>` element holds it: the first item when none is named.
    var owner: Int
    var range: SourceRange
    /// Its `<variation key=… constant=…>` children: the constant in a size class.
    var variations: [IBVariation] = []

    /// A second attribute without a second item names the view that holds the constraint (an
    /// aspect ratio: `firstAttribute="width" secondAttribute="height" multiplier="16:9"`).
    var hasImplicitSecondItem: Bool {
        secondItem == nil && secondAttribute != nil && secondAttribute != "notAnAttribute"
    }
}

/// A `<variation key="widthClass=compact">`: what differs in a size class. On a view, the
/// constraints its `<constraints>` list installs (`include`) or removes (`exclude`) there; on a
/// constraint, its attributes there (`constant`).
struct IBVariation: Sendable {
    var key: String
    var includes: [String] = []
    var excludes: [String] = []
    var attributes: [String: String] = [:]
    /// Whether it installs or removes subviews (`<mask key="subviews">`).
    var installsSubviews = false
    /// The elements it sets besides masks (`fontDescription`, `color`): appearance.
    var appearance: [String] = []
    var range: SourceRange
}

/// A view of the file: an element in a `<subviews>` list, a top-level view or a cell's
/// content view.
struct IBView: Sendable {
    var id: String
    /// The element's name: `label`, `view`, `stackView`, `tableViewCellContentView`, …
    var element: String
    var customClass: String?
    var userLabel: String?
    var frame: IBRect?
    var parent: Int?
    var subviews: [Int] = []
    var constraints: [IBConstraint] = []
    var priorities = IBContentPriorities()
    var hidden = false
    /// `translatesAutoresizingMaskIntoConstraints` is not "NO": the mask places it.
    var autoresizes = true
    var autoresizing = IBAutoresizing()
    /// The layout margins the file states, if it states them.
    var margins: IBInsets?
    /// Its layout guides' ids, to their keys (`safeArea`, `layoutMarginsGuide`).
    var guides: [String: String] = [:]
    var stack: IBStack?
    /// Its `<variation>` children: the constraints and subviews each size class installs or not.
    var variations: [IBVariation] = []
    /// A placeholder intrinsic size (`placeholderIntrinsicWidth`, `…Height`): a custom view
    /// with a size of its own at run time.
    var hasIntrinsicSize = false
    /// Interface Builder found its layout ambiguous (`ambiguous="YES"`).
    var ambiguous = false
    /// `scrollEnabled` (text views: only one that does not scroll has a size of its own).
    var scrollEnabled = true
    /// A label's `numberOfLines` (1, UIKit's default; 0: as many as the text needs).
    var numberOfLines = 1
    var range: SourceRange
}

/// A view to import as one spec: a top-level view, a cell (laid out as its content view), or
/// a storyboard scene's root view.
struct IBRoot: Sendable {
    /// The top-level object's id (the cell's, not its content view's).
    var objectID: String
    /// The object's element name (`tableViewCell`, `view`, …).
    var element: String
    /// The view laid out: the cell's content view, or the view itself.
    var view: Int
    /// What names it: the custom class, the reuse identifier, the scene's title.
    var nameHints: [String]
    var range: SourceRange
}

/// What the importer read from one file.
struct IBDocument: Sendable {
    var views: [IBView] = []
    var roots: [IBRoot] = []
    /// Outlet destinations' ids, to their property names.
    var outlets: [String: String] = [:]
    /// View ids, and layout guide ids (to the view that has the guide), to views.
    var index: [String: Int] = [:]
    /// The elements with constraints that no imported view holds, and how many each holds.
    var unreadConstraints: [(holder: MarkupElement, count: Int)] = []

    /// The views below `view`, depth first, in document order.
    func descendants(of view: Int) -> [Int] {
        views[view].subviews.flatMap { [$0] + descendants(of: $0) }
    }
}

extension IBView {
    /// The elements UIKit sizes from their content (an intrinsic content size): imported as
    /// `measured` views.
    static let measuredElements: Set<String> = [
        "label", "button", "imageView", "textField", "switch", "activityIndicatorView",
        "segmentedControl", "stepper", "slider", "progressView", "pageControl", "pickerView", "datePicker",
        "searchBar", "navigationBar", "toolbar", "tabBar",
    ]

    /// Whether the view is imported as a `measured` view.
    var isMeasured: Bool {
        IBView.measuredElements.contains(element) || (element == "textView" && !scrollEnabled) || hasIntrinsicSize
    }
}
