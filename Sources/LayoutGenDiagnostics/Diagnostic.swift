/// How serious a diagnostic is.
public enum Severity: String, Equatable, Sendable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A secondary location attached to a diagnostic (another constraint of a conflict, a step of a cycle).
public struct DiagnosticNote: Equatable, Sendable {
    /// What this location contributes.
    public var message: String
    /// Where it is.
    public var range: SourceRange

    public init(_ message: String, at range: SourceRange) {
        self.message = message
        self.range = range
    }
}

/// One problem found in a spec: data only; `DiagnosticRenderer` turns it into text.
public struct Diagnostic: Equatable, Sendable {
    /// Error, warning or note.
    public var severity: Severity
    /// What is wrong, with its payload; its text comes from `Problem.message`.
    public var problem: Problem
    /// The primary location.
    public var range: SourceRange
    /// A short label printed under the caret.
    public var label: String?
    /// Other locations involved.
    public var notes: [DiagnosticNote]

    public init(
        _ severity: Severity, _ problem: Problem, at range: SourceRange, label: String? = nil,
        notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.problem = problem
        self.range = range
        self.label = label
        self.notes = notes
    }

    /// The message text: lower case, no final period.
    public var message: String { problem.message }
}

/// Collects the diagnostics of one run; every stage takes one and keeps going after a problem.
public final class DiagnosticCollector {
    /// Everything reported so far, in report order.
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// The same diagnostics with every warning an error (`--strict`).
    public func warningsAsErrors() -> DiagnosticCollector {
        let result = DiagnosticCollector()
        for var diagnostic in diagnostics {
            if diagnostic.severity == .warning { diagnostic.severity = .error }
            result.report(diagnostic)
        }
        return result
    }

    /// Records a diagnostic.
    public func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records an error.
    public func error(
        _ problem: Problem, at range: SourceRange, label: String? = nil, notes: [DiagnosticNote] = []
    ) {
        report(Diagnostic(.error, problem, at: range, label: label, notes: notes))
    }

    /// Records a warning.
    public func warning(
        _ problem: Problem, at range: SourceRange, label: String? = nil, notes: [DiagnosticNote] = []
    ) {
        report(Diagnostic(.warning, problem, at: range, label: label, notes: notes))
    }

    /// Whether any error has been reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The number of errors reported.
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    /// Diagnostics sorted by position (stable for equal positions), as they are printed.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            if a.element.range.start != b.element.range.start {
                return a.element.range.start < b.element.range.start
            }
            return a.offset < b.offset
        }.map(\.element)
    }
}
