import Testing

@testable import BindscopeLanguage

@Suite("Lexer")
struct LexerTests {
    @Test func namesAndKeywords() {
        #expect(tokens("let $person = _count + $0 + `class` + café") == [
            "kw:let", "id:$person", "op:=:binary", "id:_count", "op:+:binary", "id:$0",
            "op:+:binary", "id:`class`", "op:+:binary", "id:café",
        ])
        #expect(tokens("_ = self") == ["kw:_", "op:=:binary", "kw:self"])
    }

    @Test func numbers() {
        #expect(tokens("1_000 0xFF 0b1010 0o17 1.5 1e-5 2.5e3 0x1p3 1.description") == [
            "int:1_000", "int:0xFF", "int:0b1010", "int:0o17", "float:1.5", "float:1e-5",
            "float:2.5e3", "float:0x1p3", "int:1", ".", "id:description",
        ])
    }

    @Test func numberErrors() {
        #expect(tokens("12abc") == ["invalid:1:3: 'a' is not a valid digit in integer literal"])
        #expect(tokens("0b102") == ["invalid:1:5: '2' is not a valid binary digit (0 or 1) in integer literal"])
        #expect(tokens("0o78") == ["invalid:1:4: '8' is not a valid octal digit (0-7) in integer literal"])
        #expect(tokens("0xfg") == ["invalid:1:4: 'g' is not a valid hexadecimal digit (0-9, A-F) in integer literal"])
        #expect(tokens("1.5e") == ["invalid:1:5: expected a digit in floating point exponent"])
        #expect(tokens("0x") == ["invalid:1:3: expected a digit after integer literal prefix"])
    }

    /// Swift decides what an operator is by the whitespace around it.
    @Test func operatorBinding() {
        #expect(tokens("a + b") == ["id:a", "op:+:binary", "id:b"])
        #expect(tokens("a+b") == ["id:a", "op:+:binary", "id:b"])
        #expect(tokens("a -b") == ["id:a", "op:-:prefix", "id:b"])
        #expect(tokens("a- b") == ["id:a", "op:-:postfix", "id:b"])
        #expect(tokens("(-a)") == ["(", "op:-:prefix", "id:a", ")"])
        #expect(tokens("!flag") == ["op:!:prefix", "id:flag"])
        #expect(tokens("a <> b") == ["id:a", "unknown-op:<>:binary", "id:b"])
    }

    /// Bitwise and overflow operators, and their compound assignments.
    @Test func bitwiseAndOverflowOperators() {
        #expect(tokens("a &+ b &- c &* d") == [
            "id:a", "op:&+:binary", "id:b", "op:&-:binary", "id:c", "op:&*:binary", "id:d",
        ])
        #expect(tokens("a << 2 >> b | c ^ ~d & e") == [
            "id:a", "op:<<:binary", "int:2", "op:>>:binary", "id:b", "op:|:binary", "id:c",
            "op:^:binary", "op:~:prefix", "id:d", "op:&:binary", "id:e",
        ])
        #expect(tokens("x &+= 1") == ["id:x", "op:&+=:binary", "int:1"])
        #expect(tokens("x <<= 1") == ["id:x", "op:<<=:binary", "int:1"])
        #expect(tokens("x |= y") == ["id:x", "op:|=:binary", "id:y"])
        #expect(tokens("a &<< b &>> 2") == ["id:a", "op:&<<:binary", "id:b", "op:&>>:binary", "int:2"])
        #expect(tokens("x &<<= 1; y &>>= 2") == [
            "id:x", "op:&<<=:binary", "int:1", ";", "id:y", "op:&>>=:binary", "int:2",
        ])
    }

    /// A `?` or `!` right after an operand is always a one-character postfix token.
    @Test func postfixQuestionAndExclamation() {
        #expect(tokens("a?.b") == ["id:a", "op:?:postfix", ".", "id:b"])
        #expect(tokens("x!!") == ["id:x", "op:!:postfix", "op:!:postfix"])
        #expect(tokens("x!=y") == ["id:x", "op:!:postfix", "op:=:binary", "id:y"])
        #expect(tokens("a ?? b") == ["id:a", "op:??:binary", "id:b"])
        #expect(tokens("a ? b : c") == ["id:a", "op:?:binary", "id:b", ":", "id:c"])
        #expect(tokens("Int?>") == ["id:Int", "op:?:postfix", "op:>:postfix"])
    }

    @Test func punctuationAndRanges() {
        #expect(tokens("a..<b ... c -> @ \\ ; ,") == [
            "id:a", "op:..<:binary", "id:b", "op:...:binary", "id:c", "op:->:binary", "@", "\\", ";", ",",
        ])
        #expect(tokens("x += 1; y %= 2") == [
            "id:x", "op:+=:binary", "int:1", ";", "id:y", "op:%=:binary", "int:2",
        ])
    }

    @Test func commentsAndNewlines() {
        var source = "a // comment\n/* block /* nested */ */ b"
        let flags = source.withUTF8 { bytes in Lexer.lex(bytes).tokens.map(\.isAtStartOfLine) }
        #expect(flags == [true, true, false])
        #expect(tokens("a /* x */+ b") == ["id:a", "op:+:binary", "id:b"])
        #expect(tokens("a /* never closed") == ["id:a", "incomplete"])
        #expect(tokens("1 */ 2") == ["int:1", "invalid:1:3: unexpected end of block comment", "int:2"])
    }

    @Test func locationsCountUTF8Bytes() {
        var source = "é = 1\n  x"
        let locations = source.withUTF8 { bytes in Lexer.lex(bytes).tokens.map(\.location.description) }
        #expect(locations == ["1:1", "1:4", "1:6", "2:3", "2:4"])
    }

    @Test func stringEscapes() {
        #expect(stringSegments(#""a\n\t\r\"\\\0\'\u{1F600}""#) == ["\"a\n\t\r\"\\\0'😀\""])
        #expect(stringSegments(#""""#) == [])
    }

    @Test func interpolationsNestParenthesesAndStrings() {
        #expect(stringSegments(#""a \(f(g(1), "x\("y")")) b""#) == ["\"a \"", "\\(9 tokens)", "\" b\""])
        #expect(tokens(#""a \(f(g(1), "x\("y")")) b" + 1"#).count == 3)
    }

    @Test func stringErrors() {
        #expect(tokens(#""abc"#) == ["invalid:1:1: unterminated string literal"])
        #expect(tokens(#""a \q""#) == ["invalid:1:5: invalid escape sequence in literal"])
        #expect(tokens(#""\u{110000}""#) == ["invalid:1:2: invalid unicode scalar"])
        #expect(tokens(#""\u{}""#) == [#"invalid:1:6: \u{...} escape sequence expects between 1 and 8 hex digits"#])
        #expect(tokens(#""\u{12""#) == [#"invalid:1:7: expected '}' in \u{...} escape sequence"#])
        #expect(tokens(#""a \(1"#) == ["invalid:1:5: cannot find ')' to match opening '(' in string interpolation"])
        #expect(tokens("'a'") == ["invalid:1:1: single-quoted string literal found, use '\"'"])
    }

    @Test func rawStrings() {
        // Inside `#"…"#` a backslash and a quote are text; `\#` escapes and interpolates.
        #expect(stringSegments(##"#"a\n "b" \"#"##) == [##""a\n "b" \""##])
        #expect(stringSegments(##"#"x \#(1) \#t \(2)"#"##) == [#""x ""#, #"\(1 tokens)"#, "\" \t \\(2)\""])
        #expect(stringSegments(###"##"a "# b"##"###) == [##""a "# b""##])
        #expect(stringSegments("#\"\"\"\n  a\\n\n  \"\"\"#") == [#""a\n""#])
        #expect(tokens(##"#"abc"##) == ["invalid:1:1: unterminated string literal"])
        // `#` before a name is a directive or a macro, not a raw string's start.
        #expect(tokens("#if") == ["invalid:1:4: incomplete condition in conditional compilation directive"])
        #expect(tokens("#warning") == ["invalid:1:1: '#' directives and macros are not supported in a session", "id:warning"])
    }

    @Test func multilineStrings() {
        #expect(stringSegments("\"\"\"\n    hello\n      world\n    \"\"\"") == ["\"hello\n  world\""])
        #expect(stringSegments("\"\"\"\n  a \\\n  b\n\n  \"\"\"") == ["\"a b\n\""])
        #expect(stringSegments("\"\"\"\n  x \\(1 +\n 2) y\n  \"\"\"") == ["\"x \"", "\\(3 tokens)", "\" y\""])
        #expect(tokens("\"\"\"\n  a\n b\n  \"\"\"") == [
            "invalid:3:2: insufficient indentation of line in multi-line string literal",
        ])
        #expect(tokens("\"\"\"abc\"\"\"") == [
            "invalid:1:4: multi-line string literal content must begin on a new line",
        ])
        #expect(tokens("\"\"\"\nnever closed") == ["incomplete"])
    }

    @Test func invalidInput() {
        #expect(tokens("a \u{1} b") == ["id:a", "invalid:1:3: invalid character in source file", "id:b"])
        #expect(tokens("a \0 b") == ["id:a", "invalid:1:3: nul character embedded in middle of file", "id:b"])
        #expect(tokens("a # b") == ["id:a", "invalid:1:3: '#' directives and macros are not supported in a session", "id:b"])
        #expect(tokens("$") == ["invalid:1:1: '$' is not an identifier; use backticks to escape it"])
        let invalidUTF8: [UInt8] = [UInt8(ascii: "a"), 0x20, 0xFF, 0x20, UInt8(ascii: "b")]
        let result = invalidUTF8.withUnsafeBufferPointer { Lexer.lex($0) }
        guard case .invalid(let problem) = result.tokens[1].kind, case .error(let diagnostic) = result.problems[Int(problem)] else {
            Issue.record("expected an invalid token")
            return
        }
        #expect(diagnostic.message == "invalid UTF-8 found in source file")
        #expect(diagnostic.location == SourceLocation(line: 1, column: 3))
    }
}
