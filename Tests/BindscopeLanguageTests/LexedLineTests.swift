import BindscopeLanguage
import Testing

/// The public view of the lexer that completion reads.
@Suite("A lexed line")
struct LexedLineTests {
    private func kinds(_ line: String) -> [String] {
        LexedLine(line).tokens.map { "\($0.kind)=\(line[$0.range])" }
    }

    @Test("Tokens and their text, operators by spelling, postfix ? alone")
    func tokens() {
        #expect(kinds(#"$todos[0].first?.ti ?? "x""#) == [
            "identifier=$todos", "open(BindscopeLanguage.LexedLine.Bracket.square)=[", "number=0",
            "close(BindscopeLanguage.LexedLine.Bracket.square)=]", "dot=.", "identifier=first",
            #"operator("?")=?"#, "dot=.", "identifier=ti", #"operator("??")=??"#, #"stringLiteral="x""#,
        ])
        #expect(kinds("for i in 0...n, x <> y") == [
            "keyword=for", "identifier=i", "keyword=in", "number=0", #"operator("...")=..."#, "identifier=n",
            "comma=,", "identifier=x", #"operator("<>")=<>"#, "identifier=y",
        ])
        #expect(kinds("é = $") == ["identifier=é", #"operator("=")=="#, "other=$"])
    }

    @Test("A line that stops inside a string, an interpolation or a comment says so")
    func unfinished() {
        for line in [#"print("a"#, #"print("a\""#, #""\(x"#, ##"#"a"b"##, "'a", #"""""#, "x // c", "/* c", #""\(x // c"#] {
            #expect(LexedLine(line).endsInsideStringOrComment, "\(line)")
        }
        for line in [#"print("a")"#, #""a\q""#, "x /* c */", "'a'", ##"#"a"#"##, "x"] {
            #expect(!LexedLine(line).endsInsideStringOrComment, "\(line)")
        }
        // A rejected string is still a string, to its end.
        #expect(kinds(#"print("\q", 'a'"#) == [
            "identifier=print", "open(BindscopeLanguage.LexedLine.Bracket.parenthesis)=(", #"stringLiteral="\q""#,
            "comma=,", "stringLiteral='a'",
        ])
    }
}
