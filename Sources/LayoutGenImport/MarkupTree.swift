import Foundation
import LayoutGenDiagnostics

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One XML element of an Interface Builder file: its name, attributes and child elements, and
/// where its start tag is (`<name`), so a diagnostic can point at it.
struct MarkupElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [MarkupElement]
    var range: SourceRange

    /// The first child element called `name` (with `key` when given: IB's `key="contentView"`).
    func child(_ name: String, key: String? = nil) -> MarkupElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The child elements called `name`.
    func children(_ name: String) -> [MarkupElement] {
        children.filter { $0.name == name }
    }

    subscript(attribute: String) -> String? { attributes[attribute] }
}

/// Reads XML text into a `MarkupElement` tree with Foundation's `XMLParser` (FoundationXML on
/// Linux). The parser reports where a tag ends, not where it starts, so the start tags'
/// positions come from a scan of the text: the n-th start tag the parser reports is the n-th
/// `<name` outside comments, CDATA, processing instructions and declarations.
enum MarkupReader {
    /// The document's root element, or the parser's error with its line.
    static func read(_ text: String) -> Result<MarkupElement, MarkupError> {
        let delegate = TreeBuilder(starts: startTags(in: text))
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse(), let root = delegate.root else {
            let message = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "no root element"
            return .failure(MarkupError(message: message, line: max(1, parser.lineNumber)))
        }
        return .success(root)
    }

    /// The ranges of `<name` of every start tag, in document order.
    static func startTags(in text: String) -> [SourceRange] {
        var ranges: [SourceRange] = []
        let scalars = Array(text.unicodeScalars)
        var line = 1
        var column = 1
        var k = 0
        func advance(_ count: Int) {
            for _ in 0..<count where k < scalars.count {
                if scalars[k] == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                k += 1
            }
        }
        func starts(_ prefix: String) -> Bool {
            let p = Array(prefix.unicodeScalars)
            return k + p.count <= scalars.count && Array(scalars[k..<(k + p.count)]) == p
        }
        func skip(past terminator: String) {
            while k < scalars.count && !starts(terminator) { advance(1) }
            advance(terminator.unicodeScalars.count)
        }
        while k < scalars.count {
            if scalars[k] != "<" {
                advance(1)
            } else if starts("<!--") {
                skip(past: "-->")
            } else if starts("<![CDATA[") {
                skip(past: "]]>")
            } else if starts("<?") {
                skip(past: "?>")
            } else if starts("<!") || starts("</") {
                skip(past: ">")
            } else {
                let start = SourceLocation(line: line, column: column)
                advance(1)
                while k < scalars.count && !" \t\r\n/>".unicodeScalars.contains(scalars[k]) { advance(1) }
                ranges.append(SourceRange(start: start, end: SourceLocation(line: line, column: column)))
            }
        }
        return ranges
    }
}

/// A file that is not well-formed XML.
struct MarkupError: Error, Equatable {
    var message: String
    var line: Int
}

/// Builds the tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    private let starts: [SourceRange]
    private var stack: [MarkupElement] = []
    /// How many start tags the parser has reported.
    private var started = 0
    private(set) var root: MarkupElement?

    init(starts: [SourceRange]) {
        self.starts = starts
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        let range = started < starts.count ? starts[started] : .none
        started += 1
        stack.append(MarkupElement(name: name, attributes: attributes, children: [], range: range))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }
}
