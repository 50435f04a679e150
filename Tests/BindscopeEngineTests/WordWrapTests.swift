@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession
import Testing

@Suite("Word wrapping to the terminal's width")
struct WordWrapTests {
    @Test("Lines that fit are kept as they are, newlines and spaces included")
    func fitting() {
        #expect(WordWrap.wrap("short line\n\n  indented  twice", width: 20) == "short line\n\n  indented  twice")
        #expect(WordWrap.wrap("exactly ten", width: 11) == "exactly ten")
    }

    @Test("A long line breaks at the last space that fits")
    func breaking() {
        #expect(WordWrap.wrap("one two three four", width: 9) == "one two\nthree\nfour")
        #expect(WordWrap.wrap("one two three four", width: 13) == "one two three\nfour")
        // Each line of the text is wrapped on its own.
        #expect(WordWrap.wrap("aa bb cc\ndd ee", width: 5) == "aa bb\ncc\ndd ee")
    }

    @Test("A word longer than the width stays whole on its own line")
    func longWords() {
        #expect(WordWrap.wrap("see $person.address.street now", width: 10) == "see\n$person.address.street\nnow")
        #expect(WordWrap.wrap("unbreakable", width: 4) == "unbreakable")
    }

    @Test("Lines after the first get the hanging indent; the first keeps its own")
    func hangingIndent() {
        #expect(WordWrap.wrap(":a  one two three", width: 10, hangingIndent: 4) == ":a  one\n    two\n    three")
        #expect(WordWrap.wrap("  a b c d", width: 5, hangingIndent: 2) == "  a b\n  c d")
    }

    @Test("No wrapped line is longer than the width unless it is one word")
    func property() {
        let words = ["a", "bb", "ccc", "dddd", "eeeeeeeeeeee", "f"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0...20, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                .joined(separator: " ")
            let width = Int.random(in: 1...30, using: &generator)
            let wrapped = WordWrap.wrap(text, width: width, hangingIndent: 2)
            for line in wrapped.split(separator: "\n") {
                #expect(line.count <= width || !line.dropFirst(2).contains(" "), "\(text) at \(width)")
            }
            #expect(wrapped.split { $0 == " " || $0 == "\n" } == text.split(separator: " "), "no word lost or cut")
        }
    }
}
