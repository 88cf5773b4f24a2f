/// Turns UTF-8 byte offsets into 1-based columns counted in `Character`s, one line at a time,
/// for the lexer.
///
/// ASCII is the common case: until the line shows a non-ASCII byte, a column is a byte
/// distance. The first time a non-ASCII byte is met before a requested offset, the line is
/// decoded once into its character boundaries and columns are looked up there. Offsets must be
/// asked in increasing order within a line, so every byte is inspected a bounded number of times.
package struct ColumnCounter {
    /// The text being lexed.
    private let bytes: [UInt8]
    /// Byte offset of the current line's first byte.
    package private(set) var lineStart = 0
    /// Every byte in `lineStart..<checkedUpTo` is known to be ASCII (while `boundaries` is nil).
    private var checkedUpTo = 0
    /// For a line with non-ASCII text: the byte offset where each character starts, then the
    /// offset of the line's end.
    private var boundaries: [Int]?

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Starts counting a new line whose first byte is at `offset`.
    package mutating func startLine(at offset: Int) {
        lineStart = offset
        checkedUpTo = offset
        boundaries = nil
    }

    /// The column of the character at `offset` on the current line (one past the last
    /// character for the line's end); an offset inside a character gets that character's column.
    package mutating func column(at offset: Int) -> Int {
        if boundaries == nil {
            while checkedUpTo < offset && bytes[checkedUpTo] < 0x80 { checkedUpTo += 1 }
            if checkedUpTo >= offset { return offset - lineStart + 1 }
            decodeLine()
        }
        return boundaryCount(atOrBefore: offset)
    }

    /// The offset just past the whole character that contains `offset` (a grapheme cluster such
    /// as an emoji may span several Unicode scalars).
    mutating func characterEnd(at offset: Int) -> Int {
        if bytes[offset] < 0x80 { return offset + 1 }
        if boundaries == nil { decodeLine() }
        guard let boundaries else { return offset + 1 }
        let index = boundaryCount(atOrBefore: offset)
        return index < boundaries.count ? boundaries[index] : bytes.count
    }

    /// Records where each character of the current line starts.
    private mutating func decodeLine() {
        var end = lineStart
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        var starts: [Int] = []
        var position = lineStart
        for character in String(decoding: bytes[lineStart..<end], as: UTF8.self) {
            starts.append(position)
            position += character.utf8.count
        }
        starts.append(end)
        boundaries = starts
    }

    /// How many recorded boundaries are at or before `offset` (binary search).
    private func boundaryCount(atOrBefore offset: Int) -> Int {
        guard let boundaries else { return offset - lineStart + 1 }
        var low = 0
        var high = boundaries.count
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
