import Testing

@testable import BindscopeLanguage

/// The parser's tokens are lexed piece by piece as it reaches them (`TokenSource`): they must be
/// exactly the tokens of lexing the whole source at once, and a long script must not be held.
@Suite("Lexing on demand")
struct TokenSourceTests {
    /// Sources whose tokens cross the lexer's pieces (512 tokens) in many ways: long lines,
    /// strings with interpolations, comments, invalid and incomplete text, commands.
    static let sources: [String] = [
        (0..<2_000).map { "model.rows[\($0 % 100)].cells[\($0 % 10)].value = \($0)" }.joined(separator: "\n"),
        "let a = [" + (0..<3_000).map(String.init).joined(separator: ", ") + "]",
        (0..<700).map { "print(\"row \\($0 + \($0)) of \\(\"n\")\") // \($0)" }.joined(separator: "\n"),
        (0..<600).map { "/* \($0) */ let x\($0) = \($0)" }.joined(separator: ";") + "\nlet s = \"open",
        String(repeating: "f(a, b) ", count: 400) + "\u{1}" + String(repeating: " g(c)", count: 400),
        String(repeating: "x + ", count: 700) + "\"\"\"\nunterminated",
        "",
        "\n\n",
    ]

    @Test(arguments: sources)
    func onDemandTokensAreTheWholeLexing(source: String) {
        var source = source
        source.withUTF8 { bytes in
            let whole = Lexer.lex(bytes).tokens.map(describe)
            let onDemand = TokenSource(lexing: bytes)
            // Forward, with lookahead far past the pieces lexed so far, then past the end.
            for index in 0..<whole.count {
                #expect(describe(onDemand[index]) == whole[index])
                if index % 97 == 0 {
                    let ahead = index + 700
                    #expect(describe(onDemand[ahead]) == whole[min(ahead, whole.count - 1)])
                }
                if index % 300 == 299 { onDemand.discard(before: index - 1) }
            }
            #expect(describe(onDemand[whole.count + 5]) == whole[whole.count - 1])
        }
    }

    @Test(arguments: [false, true])
    func aLongScriptIsNotHeldWhole(copyingLinesAlike: Bool) {
        var source = (0..<50_000).map { "model.rows[\($0 % 100)].cells[3].value = \($0)" }.joined(separator: "\n")
        source.withUTF8 { bytes in
            var parser = Parser(source: bytes)
            if copyingLinesAlike { parser.copyLinesAlike() }
            let tokens = parser.tokens
            var statements = 0
            var mostHeld = 0
            parser.topLevelSink = { _ in
                statements += 1
                mostHeld = max(mostHeld, tokens.heldTokenCount)
            }
            #expect(throws: Never.self) { _ = try parser.parseSession() }
            #expect(statements == 50_000)
            // 15 tokens a statement, 750,000 in all; a few pieces of 512 at most are held.
            #expect(mostHeld <= 2_048)
        }
    }

    private func describe(_ token: Token) -> String {
        "\(token.kind) \(token.start)..<\(token.end) \(token.location) left:\(token.isLeftBound) right:\(token.isRightBound) line:\(token.isAtStartOfLine)"
    }
}
