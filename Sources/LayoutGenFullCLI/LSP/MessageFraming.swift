import LayoutGenCLI
import Foundation

/// The base protocol's framing (LSP: `Content-Length: N\r\n\r\n` then N bytes of JSON): reads
/// whole messages from a stream of byte chunks.
package struct MessageReader {
    /// The next chunk of input, nil at its end.
    package let next: () -> [UInt8]?
    private var buffer: [UInt8] = []

    package init(next: @escaping () -> [UInt8]?) {
        self.next = next
    }

    /// Whether a whole message is already in the buffer (reading it will not wait for input).
    var hasBufferedMessage: Bool {
        guard let (length, bodyStart) = header() else { return false }
        return buffer.count >= bodyStart + length
    }

    /// The next message's body, nil at the end of the input (or of a message cut short).
    package mutating func read() -> String? {
        while true {
            if let (length, bodyStart) = header(), buffer.count >= bodyStart + length {
                let body = String(decoding: buffer[bodyStart..<(bodyStart + length)], as: UTF8.self)
                buffer.removeFirst(bodyStart + length)
                return body
            }
            guard let chunk = next(), !chunk.isEmpty else { return nil }
            buffer += chunk
        }
    }

    /// The body's length and where it starts, once the whole header is in the buffer.
    private func header() -> (length: Int, bodyStart: Int)? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard buffer.count >= separator.count else { return nil }
        for end in 0...(buffer.count - separator.count) where buffer[end..<(end + separator.count)].elementsEqual(separator) {
            let header = String(decoding: buffer[..<end], as: UTF8.self)
            for line in header.split(separator: "\r\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].lowercased() == "content-length",
                    let length = Int(parts[1].trimmingCharacters(in: .whitespaces))
                {
                    return (length, end + separator.count)
                }
            }
            return nil
        }
        return nil
    }
}

extension CommandIO {
    /// Writes one framed message.
    mutating func send(_ message: JSON) {
        let body = message.text
        write("Content-Length: \(body.utf8.count)\r\n\r\n" + body)
    }

    /// Standard input chunk by chunk (what is there, or the captured input at once).
    func inputChunks() -> () -> [UInt8]? {
        switch streams {
        case .process:
            return {
                let data = FileHandle.standardInput.availableData
                return data.isEmpty ? nil : [UInt8](data)
            }
        case .captured:
            nonisolated(unsafe) var pending: [UInt8]? = Array(capturedInput.utf8)
            return {
                defer { pending = nil }
                return pending
            }
        }
    }
}
