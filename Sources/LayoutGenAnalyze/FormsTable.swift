import LayoutGenAlgebra
import LayoutGenResolve

/// A map keyed by lists of affine forms (the analysis's caches: a path's rows, a screen's
/// choices), kept in a dictionary keyed by the lists' hashes. A dictionary keyed by the lists
/// themselves works as well, but its storage type is made at run time, the first time a
/// process uses it, and the runtime then checks that the key type is `Hashable` by a scan of
/// every conformance the process has loaded: 0.3–0.7 million instructions for each such key
/// type, a tenth of what analysing a small spec takes. An `Int` key is checked once for the
/// whole process, by the solver's own tables.
package struct FormsTable<Value> {
    /// The entries, by the hash of their key (lists whose hashes collide share a bucket).
    private var buckets: [Int: [(key: [AffineForm], value: Value)]] = [:]

    package subscript(key: [AffineForm]) -> Value? {
        get { buckets[key.hashValue]?.first { $0.key == key }?.value }
        set {
            let hash = key.hashValue
            var bucket = buckets[hash] ?? []
            bucket.removeAll { $0.key == key }
            if let newValue { bucket.append((key, newValue)) }
            buckets[hash] = bucket.isEmpty ? nil : bucket
        }
    }
}
