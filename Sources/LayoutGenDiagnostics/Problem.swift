/// What a diagnostic is about, with the data that describes it. The text lives in one place,
/// `Problem.message`, so stages report data and never format prose themselves.
public enum Problem: Equatable, Sendable {
    // MARK: Syntax
    /// The parser needed one thing and found another.
    case expected(String, found: String)
    /// A character that starts no token.
    case unexpectedCharacter(String)
    /// A `/*` comment with no `*/`.
    case unterminatedComment
    /// A number literal that does not parse.
    case invalidNumber(String)
    /// A name with a letter outside ASCII (`ícone`): the name and its first such character.
    case nonASCIIName(String, character: String)
    /// A construct this version parses but does not lay out yet.
    case unsupported(String)

    // MARK: Names
    /// A name that is declared nowhere in the layout.
    case unknownName(String, suggestion: String?)
    /// An attribute name that does not exist.
    case unknownAttribute(String, suggestion: String?)
    /// A statement that starts with a misspelt declaration keyword (`veiw icon`).
    case unknownStatement(String, suggestion: String)
    /// A name declared twice in one layout (or a layout name used twice in one file).
    case duplicateName(String)
    /// A name that cannot become a Swift identifier.
    case invalidIdentifier(String)
    /// A name that collides with a member of the generated type.
    case reservedName(String, reason: String)
    /// A name used as something it is not (an input where an item is needed, …).
    case wrongKind(name: String, isA: String, expected: String)

    // MARK: Expressions
    /// A product or quotient that is not linear.
    case nonLinear(String)
    /// Division by a constant zero.
    case divisionByZero
    /// A `let` or input default that refers to layout attributes.
    case notKnown(String)
    /// Compound values with different numbers of components.
    case componentMismatch(expected: Int, found: Int)
    /// A compound attribute where one number is needed, or the reverse.
    case compoundNotAllowed(String)
    /// `inset(...)` with an unknown label or on something other than `edges`.
    case badInset(String)
    /// An argument list that does not fit the function.
    case badArguments(String)
    /// A priority outside 1...1000.
    case priorityOutOfRange(String)
    /// A relation between items of different container views.
    case crossContainer(String, String)
    /// A relation that mixes horizontal and vertical positions in a way that has no meaning.
    case relationWithoutUnknowns
    /// A baseline of something other than a measured view.
    case noBaseline(String)

    // MARK: Solving
    /// An axis of an item that the constraints leave open.
    case underDetermined(item: String, axis: String, constrained: [String], hint: String)
    /// An axis whose bounds may meet for every run-time value, where the proof that they do
    /// ran out of its budget.
    case determinationUndecided(item: String, axis: String, programLimit: Int)
    /// Required constraints that contradict each other.
    case conflict(String)
    /// Required constraints that hold the container's extent (its axis) below 0, at most the
    /// amount given: no container keeps them (a warning: the extent yields).
    case negativeExtent(String, String)
    /// A required constraint implied by others.
    case redundant
    /// A required inequality the equalities make always true.
    case alwaysHolds
    /// Values that depend on themselves.
    case cycle([String])
    /// A `min`/`max` whose arguments the solver decides only after a stronger constraint has
    /// needed its value.
    case extremumNeededEarly(String)
    /// A product of an input and an attribute that a stronger constraint needs before the
    /// attribute is decided.
    case productNeededEarly
    /// An inequality whose every term is fixed by required equalities.
    case unclampable
    /// A measured view whose size the constraints fully determine.
    case unusedMeasurement(String)
    /// A measured view whose answer another's proposal reads, and whose own proposal reads that
    /// other's answer: a cycle of measurements (LANGUAGE.md §7.3).
    case measurementsDependOnEachOther(String, String)
    /// A preference that conflicts with what is already determined.
    case droppedPreference(priority: Int)
    /// A sequence's flexible parts that nothing determines (or that another unit already fills).
    case flexibleUnitUndetermined
    /// A sequence whose parts overflow its container by a constant amount whatever size is
    /// given: required constraints fix the container's extent (the amount, formatted).
    case sequenceAlwaysOverflows(String)
    /// `unbounded` on a sequence without flexible space.
    case unboundedWithoutFlexibleSpace
    /// Exact arithmetic that went beyond 64-bit rationals.
    case arithmeticOverflow

    // MARK: Templates
    /// A `{{name}}` the emitter does not fill.
    case unknownPlaceholder(String, suggestion: String?)
    /// A placeholder the template must contain.
    case missingPlaceholder(String)
    /// A `{{` without `}}`.
    case unterminatedPlaceholder
    /// A `--templates` directory that does not exist.
    case templateDirectoryMissing

    // MARK: Conditions
    /// More than the allowed number of solved variants.
    case tooManyVariants(Int, limit: Int)

    // MARK: What check proves (LANGUAGE.md §12); each has a witness input in a note
    /// Soft constraints of one priority that compete: declaration order decides which yields.
    case tie(String, String, priority: Int?)
    /// A view's width or height that goes below 0 (`isWidth`).
    case squeezed(String, isWidth: Bool)
    /// A measured view whose text wraps, given less height than its lines need at its width.
    case cut(String, lines: Int)
    /// A view's frame that leaves its container past this edge.
    case outside(String, edge: String)
    /// Two sibling views placed side by side (or one above the other) that overlap.
    case overlap(String, String)
    /// A `domain` range whose lower end is above its upper end.
    case emptyDomain(String)
    /// A `domain` or `allow` that names something it cannot apply to.
    case badCheckStatement(String)
    /// The search over every input stopped before the end (why), so not every input was checked:
    /// how many of the layout's scenarios it searched to the end (none made: 0 of 0).
    case searchStoppedEarly(String, ended: Int, of: Int)

    // MARK: layoutgen import (the positions are the Interface Builder file's)
    /// A file that is not well-formed XML, with the parser's reason.
    case unreadableInterfaceBuilder(String)
    /// Something of the file that the spec leaves out (left as a comment in it): what, and why.
    case notImported(String, reason: String)
    /// Something imported differently from what the file says: what, and how it is written.
    case importedAs(String, as: String)
    /// Something left out on purpose (a placeholder constraint): what, and why.
    case leftOut(String, reason: String)
    /// A view whose layout Interface Builder marks ambiguous (`ambiguous="YES"`).
    case interfaceBuilderAmbiguous(String)
    /// A stack view with no arranged subviews: nothing decides its size along its axis.
    case emptyStackView(String)
}

extension Problem {
    /// The message text: lower case, no final period.
    public var message: String {
        switch self {
        case .expected(let what, let found): "expected \(what), found \(found)"
        case .unexpectedCharacter(let c): "unexpected character '\(c)'"
        case .unterminatedComment: "unterminated '/*' comment"
        case .invalidNumber(let text): "invalid number '\(text)'"
        case .nonASCIIName(let name, let character):
            "name '\(name)' has the character '\(character)': names are ASCII letters, digits and '_'"
        case .unsupported(let what): "\(what) is not supported in this version"
        case .unknownName(let name, let suggestion):
            "unknown name '\(name)'" + Self.didYouMean(suggestion)
        case .unknownAttribute(let name, let suggestion):
            "unknown attribute '\(name)'" + Self.didYouMean(suggestion)
        case .unknownStatement(let word, let suggestion):
            "unknown statement '\(word)'" + Self.didYouMean(suggestion)
        case .duplicateName(let name): "'\(name)' is declared more than once"
        case .invalidIdentifier(let name): "'\(name)' is not a valid identifier"
        case .reservedName(let name, let reason): "'\(name)' is reserved: \(reason)"
        case .wrongKind(let name, let isA, let expected): "'\(name)' is \(isA), not \(expected)"
        case .nonLinear(let what): "non-linear expression: \(what)"
        case .divisionByZero: "division by zero"
        case .notKnown(let what): "\(what) must be a known quantity (numbers and inputs only)"
        case .componentMismatch(let expected, let found):
            "expected \(expected) component\(expected == 1 ? "" : "s"), found \(found)"
        case .compoundNotAllowed(let what): what
        case .badInset(let what): what
        case .badArguments(let what): what
        case .priorityOutOfRange(let text): "priority \(text) is outside 1...1000"
        case .crossContainer(let a, let b):
            "'\(a)' and '\(b)' are in different container views; constraints relate items that share an enclosing view"
        case .relationWithoutUnknowns: "this relation involves no layout attribute"
        case .noBaseline(let name): "'\(name)' has no baseline: only a measured view has one"
        case .underDetermined(let item, let axis, let constrained, let hint):
            "\(axis) of '\(item)' is not determined"
                + (constrained.isEmpty
                    ? ": nothing constrains it"
                    : constrained.count == 1
                        ? ": only \(constrained[0]) is set"
                        : ": only \(constrained.dropLast().joined(separator: ", ")) and \(constrained.last!) are set")
                + "; \(hint)"
        case .determinationUndecided(let item, let axis, let programLimit):
            "could not decide whether the \(axis) of '\(item)' is determined: its bounds may meet for every value, "
                + "but deciding it overflows exact arithmetic or needs more than \(programLimit) linear programs; "
                + "fix it with an equality (a required one, or one with a priority)"
        case .conflict(let what): "constraint conflicts with others: \(what)"
        case .negativeExtent(let axis, let bound):
            "the required constraints need super.\(axis) <= \(bound): no container of size 0 or more keeps them; "
                + "the layout is made at that \(axis), and its size reported as 0"
        case .redundant: "constraint is implied by other constraints"
        case .alwaysHolds: "inequality always holds: the other constraints fix what it compares"
        case .cycle(let steps): "values depend on themselves: \(steps.joined(separator: " -> "))"
        case .extremumNeededEarly(let function):
            "\(function)(…) reads a value that is decided only after a stronger constraint needs this \(function)(…); "
                + "min and max are computed once their arguments are known"
        case .productNeededEarly:
            "the product reads a value that is decided only after a stronger constraint needs the product; "
                + "a product is computed once the attribute it multiplies is decided"
        case .unclampable:
            "inequality involves no adjustable quantity: every term is fixed by required equalities"
        case .unusedMeasurement(let view):
            "'\(view)' is measured but its constraints determine its whole size; the measurement is not used"
        case .measurementsDependOnEachOther(let view, let other):
            "the measurements of '\(view)' and '\(other)' depend on each other: '\(other)' is proposed what "
                + "'\(view)''s answer leaves it, and '\(view)' what '\(other)''s answer leaves it, so neither can be "
                + "measured first; give one of them a compression resistance above the other's goals, or fix its size"
        case .droppedPreference(let priority):
            "preference @\(priority) is dropped: it conflicts with what is already determined"
        case .flexibleUnitUndetermined:
            "the flexible space of this sequence cannot be solved: it needs a gap or edge it can fill exactly, and no other flexible sequence filling the same space"
        case .sequenceAlwaysOverflows(let amount):
            "this sequence overflows its container by \(amount) whatever size is given: constraints fix the container's "
                + "extent, so its trailing end runs past it; make the container \(amount) larger or a part smaller"
        case .unboundedWithoutFlexibleSpace:
            "'unbounded' has no effect: this sequence has no flexible space ('*') that could go below 0"
        case .arithmeticOverflow: "numbers too large or too precise to solve exactly"
        case .unknownPlaceholder(let name, let suggestion):
            "unknown placeholder '{{\(name)}}'" + Self.didYouMean(suggestion.map { "{{\($0)}}" })
        case .missingPlaceholder(let name): "template lacks the placeholder '{{\(name)}}'"
        case .unterminatedPlaceholder: "'{{' without a closing '}}'"
        case .templateDirectoryMissing: "templates directory not found"
        case .tooManyVariants(let count, let limit):
            "conditions produce \(count) variants; at most \(limit) are allowed"
        case .tie(let a, let b, let priority):
            "declaration order decides between \(a) and \(b)"
                + (priority.map { ", both at priority \($0)," } ?? "") + " where they compete"
        case .squeezed(let view, let isWidth):
            "'\(view)' can be squeezed out: its \(isWidth ? "width" : "height") goes below 0"
        case .cut(let view, let lines):
            "'\(view)' can cut its text: at its width the text needs \(lines == 1 ? "a line" : "\(lines) lines"), more height than it is given"
        case .outside(let view, let edge): "'\(view)' can leave its container past its \(edge) edge"
        case .overlap(let a, let b): "'\(a)' and '\(b)' can overlap"
        case .emptyDomain(let range): "empty range \(range): the lower end is above the upper end"
        case .badCheckStatement(let what): what
        case .searchStoppedEarly(let reason, let ended, let scenarios):
            "the search for problems over every input stopped early (\(reason))"
                + (scenarios > 0
                    ? ": \(ended) of \(scenarios) scenarios (programs, directions and the conditions that choose them) searched"
                    : "") + "; 'explain --checks' says what was searched"
        case .unreadableInterfaceBuilder(let reason): "not an Interface Builder file: \(reason)"
        case .notImported(let what, let reason): "\(what) is not imported: \(reason)"
        case .importedAs(let what, let how): "\(what) is imported as \(how)"
        case .leftOut(let what, let reason): "\(what) is left out: \(reason)"
        case .interfaceBuilderAmbiguous(let view):
            "Interface Builder marks the layout of '\(view)' ambiguous: the spec will not determine it either"
        case .emptyStackView(let view):
            "the stack view '\(view)' has no arranged subviews: its size along its axis is not determined "
                + "(as in UIKit); give it a size, or declare the views added at run time"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
