/// Numbers drawn from a seed by a linear congruential generator: the same numbers on every
/// machine and every run, for the tests that try many random cases.
struct SeededNumbers {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next number, from 0 to 2³¹ − 1.
    mutating func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 33)
    }
}
