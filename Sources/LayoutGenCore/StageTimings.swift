#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// CPU time spent in each stage of the compiler, summed over the specs of one run: what
/// `layoutgen generate --timings` prints. CPU time of the calling thread, so that the
/// figures hold when the specs are compiled on several cores and when other processes share
/// the machine. Passed to `Pipeline.plan` and `Pipeline.generate`; without it nothing is timed.
public final class StageTimings {
    /// The compiler's stages, in order.
    public enum Stage: String, CaseIterable, Sendable {
        case parse, resolve, solve, analyze, emit
    }

    /// The total time of each stage so far.
    public private(set) var totals: [Stage: Duration] = [:]

    public init() {}

    /// Adds the times of `other`.
    public func add(_ other: StageTimings) {
        for (stage, duration) in other.totals { totals[stage, default: .zero] += duration }
    }

    /// Runs `body`, adding its duration to `stage` when `timings` is given.
    @inline(__always)
    package static func measure<T>(_ timings: StageTimings?, _ stage: Stage, _ body: () -> T) -> T {
        guard let timings else { return body() }
        let start = threadTime()
        let result = body()
        timings.totals[stage, default: .zero] += threadTime() - start
        return result
    }

    /// The calling thread's CPU time.
    private static func threadTime() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    /// One line per stage and one for their sum: the total CPU time in milliseconds and the
    /// mean per spec in microseconds.
    public func report(specs: Int) -> String {
        func milliseconds(_ d: Duration) -> Double {
            Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
        }
        func line(_ name: String, _ d: Duration) -> String {
            let total = milliseconds(d)
            let perSpec = specs > 0 ? total * 1000 / Double(specs) : 0
            let padded = name + String(repeating: " ", count: max(0, 8 - name.count))
            return "  \(padded)\(fixed(total, 1)) ms total  \(fixed(perSpec, 1)) us per spec\n"
        }
        let stages = Stage.allCases.map { line($0.rawValue, totals[$0] ?? .zero) }
        let sum = Stage.allCases.reduce(Duration.zero) { $0 + (totals[$1] ?? .zero) }
        return "timings (CPU): \(specs) spec\(specs == 1 ? "" : "s")\n" + stages.joined() + line("all", sum)
    }

    /// `value` with `digits` decimals, without Foundation.
    private func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = String(scaled / Int(scale))
        let fraction = String(scaled % Int(scale))
        return whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
