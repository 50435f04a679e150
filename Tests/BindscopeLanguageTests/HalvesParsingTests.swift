import Foundation
import Testing

@testable import BindscopeLanguage

/// A long text is parsed in two halves at once (`SessionParser+Halves`): whatever line the
/// second half starts at, the verdict and every statement must be what one parse from the
/// start gives, places included.
@Suite("Parsing in halves: the same statements and verdict as one parse")
struct HalvesParsingTests {
    /// Texts whose lines include every way a line can fail to start a statement of its own,
    /// and errors of each kind in either half.
    static let texts: [String] = [
        "let b0 = $items[0]\nlet b1 = $items[1]\nlet b2 = $items[2]\nlet b3 = $items[3]\n",
        "var a = 1\n/* a comment\nlet inside = 2\nover lines */\nlet b = a\nprint(b)\n",
        "let text = \"\"\"\nline one\nlet not = 1\n\"\"\"\nlet after = text\n",
        "struct S {\nvar a = 1\nlet b = 2\n}\nvar s = S()\ns.a = 3\n",
        "let a = 1\nas Double\nlet b = a\n",
        "var x = 1\nif x > 0 {\nx = 2\n}\nelse {\nx = 3\n}\nprint(x)\n",
        "var y = [1, 2]\ny\n.append(3)\nlet c = y\n.count\n",
        "let a = 1; let b = 2\nlet c = 3; let d = 4\n",
        "func f(\nx: Int\n) -> Int {\nreturn x\n}\nlet r = f(x: 1)\n",
        "let a = 1\nlet b = = 2\nlet c = 3\n",
        "let a = 1\nlet b = 2\nlet c = (3\n",
        "let a = 1\nlet b = (\nlet c = 3\n",
        "var (_, b) = (1, 2)\nlet c = 3\n_ = 4\nlet d = 5\n",
        "let s = \"unterminated\nlet t = 1\n",
        "let a = 1\n\n   let b = 2\nlet c = 3\n\n",
        // Errors swiftc reports after parsing: the first one, unless a parse error comes.
        "let a = 1 <=> 2\nlet b = 3\nlet c = 4 <=> 5\nlet d = 6\n",
        "let a = 1\nlet b = 3 <=> 4\nlet c = = 5\nlet d = 6\n",
        "let a = 1 <=> 2\nlet b = 3\nlet c = (4\n",
        "var b = 0\nlet a = 1 <=> 2\n(_, b) = (3, 4)\nlet c = _\n",
    ]

    /// Every line start of `text` but the first and the end, as the second half's start, with
    /// its line number.
    private func lineStarts(of text: String) -> [(offset: Int, line: Int)] {
        ReparseTests.lineStarts(text).enumerated().dropFirst()
            .filter { $0.element < text.utf8.count }
            .map { (offset: $0.element, line: $0.offset + 1) }
    }

    /// The statements of a parse with each copy parsed again from the text (a copy's tree is
    /// the one it copies, see `StatementShape`).
    private func ownTrees(_ result: ParseResult, in bytes: UnsafeBufferPointer<UInt8>) -> ParseResult {
        guard case .complete(let statements) = result else { return result }
        return .complete(statements.map { SessionParser.reparse($0, in: bytes) })
    }

    @Test(arguments: texts)
    func everyLineMayStartTheSecondHalf(text: String) {
        var source = text
        source.withUTF8 { bytes in
            for copying in [false, true] {
                let whole = ownTrees(SessionParser.parseOnThisThread(bytes, copyingAlike: copying), in: bytes)
                for split in lineStarts(of: text) {
                    let halves = ownTrees(SessionParser.parseInHalves(bytes, splitAt: split, copyingAlike: copying), in: bytes)
                    #expect(halves == whole, "second half from line \(split.line), copying: \(copying)")
                    if case .complete(let a) = halves, case .complete(let b) = whole {
                        #expect(a.map(\.debugDescription) == b.map(\.debugDescription))
                    }
                }
            }
        }
    }

    /// Every session and transcript script, its second half starting at a few lines spread
    /// over it (each line of each script would start thousands of threads).
    @Test func sessionScriptsParseAlikeInHalves() throws {
        var compared = 0
        for url in ReparseTests.scripts() {
            let text = try String(contentsOf: url, encoding: .utf8)
            let starts = lineStarts(of: text)
            guard !starts.isEmpty else { continue }
            var source = text
            source.withUTF8 { bytes in
                let whole = ownTrees(SessionParser.parseOnThisThread(bytes, copyingAlike: true), in: bytes)
                for part in 1...4 {
                    let split = starts[starts.count * part / 5]
                    let halves = ownTrees(SessionParser.parseInHalves(bytes, splitAt: split, copyingAlike: true), in: bytes)
                    #expect(halves == whole, "\(url.lastPathComponent): second half from line \(split.line)")
                    compared += 1
                }
            }
        }
        #expect(compared > 1000)
    }

    /// The second half's statements are moved onto the first half's, in order, leaving the
    /// second half's array empty; the room reserved for a half is at most one statement per
    /// line and per 16 bytes.
    @Test func secondHalfIsMovedOnInOrder() throws {
        guard case .complete(var first) = SessionParser.parse("let a = 1\nlet b = [a]\n"),
            case .complete(var second) = SessionParser.parse("var c = \"c\"\nc += \"d\"\nprint(c)\n")
        else { throw ParseFailed() }
        let expected = first + second
        first.appendMoving(&second)
        #expect(first == expected)
        #expect(first.map(\.location) == expected.map(\.location))
        #expect(second.isEmpty)
        #expect(SessionParser.expectedStatementCount(lines: 100, bytes: 16_000) == 100)
        #expect(SessionParser.expectedStatementCount(lines: 1_000, bytes: 1_000) == 62)
    }

    struct ParseFailed: Error {}

    /// The second half's first line number comes from newlines counted eight bytes at a time.
    @Test func newlinesAreCountedAtAnyAlignment() {
        // Newlines among the bytes a count could mistake for one (0x8A is one with its high
        // bit set), in an order of no period (xorshift from a fixed seed).
        let alphabet: [UInt8] = [UInt8(ascii: "\n"), 0x8A, 0, 0xFF, 0x0B, 0x09, 0x7F, UInt8(ascii: "a")]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let bytes = (0..<3_000).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return alphabet[Int(state % UInt64(alphabet.count))]
        }
        bytes.withUnsafeBufferPointer { all in
            for start in 0..<9 {
                for end in [start, start + 1, start + 7, start + 8, start + 9, 100, 1_001, all.count] where end >= start {
                    let part = UnsafeBufferPointer(rebasing: all[start..<end])
                    #expect(SessionParser.newlines(in: part) == part.count { $0 == UInt8(ascii: "\n") })
                }
            }
        }
    }

    /// A long text is split near its middle, at a line starting a statement; one whose middle
    /// is inside a comment is parsed whole, with the same result.
    @Test func longTextsAreParsedInHalvesAlike() {
        let lines = (0..<6000).map { "let b\($0) = $items[\($0)]" }
        let plain = lines.joined(separator: "\n") + "\n"
        let commented = lines[..<2900].joined(separator: "\n") + "\n/*\n" + lines[2900..<3100].joined(separator: "\n")
            + "\n*/\n" + lines[3100...].joined(separator: "\n") + "\n"
        let failing = lines[..<4500].joined(separator: "\n") + "\nlet = 1\n" + lines[4500...].joined(separator: "\n") + "\n"
        for text in [plain, commented, failing] {
            var source = text
            source.withUTF8 { bytes in
                #expect(bytes.count >= SessionParser.halvesMinimumSize)
                #expect(SessionParser.middleLine(of: bytes) != nil)
                let whole = ownTrees(SessionParser.parseOnThisThread(bytes, copyingAlike: true), in: bytes)
                #expect(ownTrees(SessionParser.parse(utf8: bytes, copyingAlike: true), in: bytes) == whole)
            }
        }
        guard case .failure(let diagnostics) = SessionParser.parse(failing) else {
            Issue.record("a declaration without a name must fail")
            return
        }
        #expect(diagnostics.first?.location == SourceLocation(line: 4501, column: 5))
    }
}
