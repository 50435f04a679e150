import BindscopeLanguage
@testable import BindscopeSession
import Testing

/// Completion reads a line with the parser's lexer: what a hand-written scanner of quotes and
/// brackets got wrong, and a check that completion's strings are the lexer's and the parser's.
@Suite("Completion reads the lexer's tokens")
struct CompletionTokenTests {
    private func harness() -> SessionHarness {
        let harness = SessionHarness.completing()
        harness.run("@State var todos = sample.todos")
        return harness
    }

    @Test("What may follow (a type, a new name, a statement) is read from the tokens before the word")
    func positions() {
        let session = harness().session
        #expect(session.completions(for: "let x = sample as! Sa").candidates == ["Sample", "SampleModel"])
        #expect(session.completions(for: "func f() -> Pe").candidates == ["Person"])
        #expect(session.completions(for: "var pairs: [(String, In").candidates == ["Int", "Int16", "Int32", "Int64", "Int8"])
        #expect(session.completions(for: "struct Pe").candidates.isEmpty, "a new name")
        #expect(session.completions(for: "todos.forEach { t in pri").candidates == ["print"])
        // A type annotation ends at `=`: the value is an expression.
        #expect(session.completions(for: "let x: Int = tr").candidates == ["true", "trunc"])
        // Words inside a string are no keywords: `"let x: "` before the word declares nothing.
        #expect(session.completions(for: #"print("let x: ", tr"#).candidates == ["true", "trunc"])
        #expect(!session.completions(for: #"print("for ", i"#).candidates.contains("in"))
    }

    @Test("Strings with escapes, interpolations holding quotes, and raw strings end where Swift ends them")
    func strings() {
        let session = harness().session
        #expect(session.completions(for: #"let q = "\("\"")" + person.na"#).candidates == ["name"])
        #expect(session.completions(for: #"let q = "say \"hi\"" + person.na"#).candidates == ["name"])
        #expect(session.completions(for: #""\(sample.person.name + "!")".cou"#).candidates == ["count"])
        #expect(session.completions(for: ##"#"C:\"#.cou"##).candidates == ["count"])
        #expect(session.completions(for: ##"#"say "hi""#.cou"##).candidates == ["count"])
        // A brace inside an interpolated string opens no closure.
        #expect(session.completions(for: #"todos.filter { "\("}")" + $0.do"#).candidates == ["done"])
        // The line ends inside a string, an interpolation or a comment: nothing completes.
        #expect(session.completions(for: #"print("a\".b"#).candidates.isEmpty)
        #expect(session.completions(for: #"print("\(person.na"#).candidates.isEmpty)
        #expect(session.completions(for: ##"print(#"a"b.cou"##).candidates.isEmpty)
    }

    @Test("Comments are no code: a line comment ends completion, a closed block comment is a space")
    func comments() {
        let session = harness().session
        #expect(session.completions(for: "person.name // see person.add").candidates.isEmpty)
        #expect(session.completions(for: "/* person.na").candidates.isEmpty)
        #expect(session.completions(for: #"/* a "quote */ person.add"#).candidates == ["address"])
    }

    @Test("Operators are split as Swift splits them: `...`, `??` and a postfix `!` before a chain")
    func operators() {
        let session = harness().session
        #expect(session.completions(for: "for i in 0...sample.todos.cou").candidates == ["count"])
        #expect(session.completions(for: "let n = sample.todos.first?.note ?? person.na").candidates == ["name"])
        #expect(session.completions(for: "let t = sample.todos.first!.ti").candidates == ["title"])
    }

    /// Where completion thinks a string literal ends is where the lexer and the parser do: the
    /// whole literal is the base of a member, and every cut inside it completes nothing.
    @Test("Completion, the lexer and the parser agree on where each string literal ends")
    func stringsAgreeWithTheLexer() {
        let literals = [
            #""a\"b""#, #""\("\"")""#, ##"#"C:\"#"##, ##"#"a"b"#"##, #""\(1 + "}")""#, #""\\""#,
            ###"##"a"#b"##"###, #""\u{22}""#,
        ]
        for literal in literals {
            let tokens = LexedLine(literal + ".count").tokens
            #expect(tokens.first.map { literal[$0.range] } == Substring(literal), "\(literal)")
            #expect(tokens.first?.kind == .stringLiteral, "\(literal)")
            guard case .complete(let statements) = SessionParser.parse(literal), statements.count == 1,
                case .expression(let expression) = statements[0].kind, case .stringLiteral = expression.kind
            else {
                Issue.record("the parser reads \(literal) as one string literal")
                continue
            }
            #expect(CompletionContext(line: "_ = \(literal).cou").kind == .member(base: literal, unwrapsOptional: false))
            // Cut anywhere inside (after the opening `#`s), the line ends inside the literal.
            let opening = literal.prefix { $0 == "#" }.count + 1
            for length in opening..<literal.count {
                let cut = String(literal.prefix(length))
                #expect(LexedLine(cut).endsInsideStringOrComment, "\(cut)")
                #expect(SessionParser.parse(cut) != SessionParser.parse(literal), "\(cut)")
                #expect(CompletionContext(line: "_ = \(cut).cou").kind == .nothing, "\(cut)")
            }
        }
    }
}
