import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics

@Suite struct SourceFileSplittingTests {
    /// Lines as splitting the text's `Character`s at line breaks gives them.
    func characterLines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }

    @Test(arguments: [
        "", "\n", "a", "a\n", "a\nb", "a\r\nb\r\n", "a\r\r\nb", "a\rb\n", "\r\n\r\n", "\n\u{301}x\n",
        "é\r\nü\n😀", "a\n\r", "\r",
    ])
    func linesSplitAtLineBreaksAsCharactersDo(_ text: String) {
        #expect(SourceFile(path: "A.layout", text: text).lines == characterLines(text))
    }

    @Test(arguments: [
        "A.layout", "dir/A.layout", "/abs/dir/A.layout", "dir/A.layout/", "a//b", "/", "", "//x//",
        "dir/Ä.layout", "dir/\u{301}/A", "x/\u{301}",
    ])
    func fileNameIsTheLastComponentAsSplittingCharactersGivesIt(_ path: String) {
        let expected = path.split(separator: "/").last.map(String.init) ?? path
        #expect(SourceFile(path: path, text: "").fileName == expected)
    }

    @Test func commentSafeFileNameReplacesControlCharactersAndLineBreaks() {
        #expect(SourceFile(path: "d/Cell View.layout", text: "").commentSafeFileName == "Cell View.layout")
        #expect(SourceFile(path: "d/A\tB\u{7}.layout", text: "").commentSafeFileName == "A_B_.layout")
        #expect(SourceFile(path: "d/A\u{2028}B.layout", text: "").commentSafeFileName == "A_B.layout")
    }
}
