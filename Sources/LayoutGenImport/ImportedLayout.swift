import LayoutGenDiagnostics

/// The spec being written for one root: its names, the layout-margin inputs the constraints
/// read, and the statements of each container view's block, each traced to the XML.
struct ImportedLayout {
    let document: IBDocument
    /// The view laid out (`super` of the layout's block).
    let root: Int
    /// Every view below the root, to its name.
    private(set) var names: [Int: String] = [:]
    /// The inputs for layout margins, per view and edge, in the order first read.
    private(set) var marginInputs: [(view: Int, edge: MarginEdge, name: String)] = []
    /// The statements of each container's block (the root's and each container view's).
    var statements: [Int: [ImportedStatement]] = [:]
    /// What the file holds that the spec does not, each as a comment in the spec.
    var omissions: [Int: [String]] = [:]
    var namer = ImportNames()

    init(document: IBDocument, root: Int) {
        self.document = document
        self.root = root
        for view in document.descendants(of: root) {
            let v = document.views[view]
            let preferred = document.outlets[v.id] ?? v.userLabel
            names[view] = namer.view(preferred: preferred, kind: v.element)
        }
    }

    /// An edge of a view's layout margins.
    enum MarginEdge: String, CaseIterable {
        case top = "Top", leading = "Leading", bottom = "Bottom", trailing = "Trailing"
    }

    /// The input that holds `view`'s layout margin at `edge` (claimed the first time).
    mutating func marginInput(_ view: Int, _ edge: MarginEdge) -> String {
        if let found = marginInputs.first(where: { $0.view == view && $0.edge == edge }) { return found.name }
        let owner = view == root ? "margin" : "\(names[view] ?? "view")Margin"
        let name = namer.claim(owner + edge.rawValue)
        marginInputs.append((view, edge, name))
        return name
    }

    /// The value `view`'s layout margin at `edge` has in the file: the margins it states, else
    /// UIKit's: a table view cell's content view 11 above and below and 16 at the sides (on
    /// today's phones; 20 on the widest), any other view 8.
    func marginDefault(_ view: Int, _ edge: MarginEdge) -> Double {
        let v = document.views[view]
        if let margins = v.margins {
            switch edge {
            case .top: return margins.top
            case .leading: return margins.leading
            case .bottom: return margins.bottom
            case .trailing: return margins.trailing
            }
        }
        if v.element == "tableViewCellContentView" { return edge == .top || edge == .bottom ? 11 : 16 }
        return 8
    }

    /// The name of `view` in the block of `block`: `super` for the block's own view.
    func name(of view: Int, in block: Int) -> String {
        view == block ? "super" : names[view] ?? "?"
    }

    /// The container whose block holds a statement relating `a` and `b` (the same container,
    /// siblings, or a view and its container), or nil when they are not in one block.
    func block(relating a: Int, _ b: Int?) -> Int? {
        let pa = document.views[a].parent
        guard let b, b != a else { return a == root ? root : pa }
        let pb = document.views[b].parent
        if pa != nil && pa == pb { return pa }
        if b == pa { return b }
        if a == pb { return a }
        return nil
    }

    mutating func add(_ statement: ImportedStatement) {
        statements[statement.block, default: []].append(statement)
    }

    mutating func omit(_ comment: String, in block: Int) {
        omissions[block, default: []].append(comment)
    }
}

/// One statement of the spec, in the block of the view `block`.
struct ImportedStatement {
    var block: Int
    var text: String
    /// A comment after it (an identifier, why it differs from the file).
    var comment: String?
    /// Why it differs from the file, for a warning at the XML.
    var warning: Problem? = nil
    /// The size classes it is installed in, when not all of them.
    var sizeClasses: Set<SizeClass>? = nil
}
