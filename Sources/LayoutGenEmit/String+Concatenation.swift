extension String {
    /// The parts one after another, in a string whose capacity is reserved once: cheaper than
    /// interpolation, which grows its buffer as it goes, for the many short lines the emitter
    /// writes.
    package init(concatenating parts: String...) {
        self.init()
        reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count })
        for part in parts { self += part }
    }
}
