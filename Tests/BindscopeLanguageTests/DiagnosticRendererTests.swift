import Testing

@testable import BindscopeLanguage

@Suite("Rendering diagnostics")
struct DiagnosticRendererTests {
    @Test func errorWithSourceLineAndCaret() {
        let source = "let a = 1\nlet x = 1 + )\n"
        let diagnostic = Diagnostic("expected expression after operator", at: SourceLocation(line: 2, column: 13))
        #expect(DiagnosticRenderer.render(diagnostic, source: source, fileName: "session.swift") == """
            session.swift:2:13: error: expected expression after operator
            2 | let x = 1 + )
              |             ^
            """)
    }

    @Test func gutterIsAsWideAsTheLineNumber() {
        let source = String(repeating: "\n", count: 11) + "x y"
        let diagnostic = Diagnostic(
            "consecutive statements on a line must be separated by ';'", at: SourceLocation(line: 12, column: 2))
        #expect(DiagnosticRenderer.render(diagnostic, source: source, fileName: "f") == """
            f:12:2: error: consecutive statements on a line must be separated by ';'
            12 | x y
               |  ^
            """)
    }

    @Test func notesFollowWithoutExcerpts() throws {
        let source = "let x = (1 + 2\nlet y = 3"
        let diagnostic = try #require(firstError(source))
        #expect(DiagnosticRenderer.render(diagnostic, source: source, fileName: "s.swift") == """
            s.swift:2:1: error: expected ')' in expression list
            2 | let y = 3
              | ^
            s.swift:1:9: note: to match this opening '('
            """)
    }

    @Test func tabsAreKeptSoTheCaretLinesUp() {
        let source = "\tx =\t)"
        let diagnostic = Diagnostic("expected expression in assignment", at: SourceLocation(line: 1, column: 6))
        #expect(DiagnosticRenderer.render(diagnostic, source: source, fileName: "t") == """
            t:1:6: error: expected expression in assignment
            1 | \tx =\t)
              | \t   \t^
            """)
    }

    /// Columns count UTF-8 bytes; the caret is placed by characters (wide ones take two cells).
    @Test func multiByteCharacters() {
        let source = "let é = \"😀\" +"
        // `+` is byte 17 and character 14; the emoji before it is two cells wide.
        let diagnostic = Diagnostic("x", at: SourceLocation(line: 1, column: 17))
        #expect(DiagnosticRenderer.render(diagnostic, source: source, fileName: "u") == """
            u:1:17: error: x
            1 | let é = "😀" +
              |              ^
            """)
    }

    @Test func noTrailingSpaces() {
        let source = "let x = 1   \n\n"
        let atEnd = DiagnosticRenderer.render(
            Diagnostic("a", at: SourceLocation(line: 1, column: 13)), source: source, fileName: "w")
        #expect(atEnd == "w:1:13: error: a\n1 | let x = 1\n  |             ^")
        let onEmptyLine = DiagnosticRenderer.render(
            Diagnostic("b", at: SourceLocation(line: 3, column: 1)), source: source, fileName: "w")
        #expect(onEmptyLine == "w:3:1: error: b\n3 |\n  | ^")
        for line in (atEnd + "\n" + onEmptyLine).split(separator: "\n") {
            #expect(line.last != " ")
        }
    }

    @Test func windowsLineEndings() {
        let source = "a = 1\r\nb = )\r\n"
        let diagnostic = Diagnostic("expected expression in assignment", at: SourceLocation(line: 2, column: 5))
        #expect(DiagnosticRenderer.render(diagnostic, source: source, fileName: "c") == """
            c:2:5: error: expected expression in assignment
            2 | b = )
              |     ^
            """)
    }
}
