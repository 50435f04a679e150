import Testing

@testable import BindscopeLanguage

/// The first error, worded and placed as swiftc 6.3.1 words and places it (each case was run
/// through `swiftc -parse`; the "type checker" ones through `swiftc -typecheck`).
@Suite("Parse errors")
struct ParseErrorTests {
    @Test(arguments: [
        ("let a = 1 let b = 2", "1:10: consecutive statements on a line must be separated by ';'"),
        ("let x = a -b", "1:10: consecutive statements on a line must be separated by ';'"),
        ("let x = a? b : c", "1:11: consecutive statements on a line must be separated by ';'"),
        ("let x = a ==b", "1:10: consecutive statements on a line must be separated by ';'"),
        ("let x = a ? b : c : d", "1:18: consecutive statements on a line must be separated by ';'"),
        ("let x = (1))", "1:12: consecutive statements on a line must be separated by ';'"),
        ("x = 1 2", "1:6: consecutive statements on a line must be separated by ';'"),
        ("}", "1:1: extraneous '}' at top level"),
        ("struct A { var x: Int }}", "1:24: extraneous '}' at top level"),
        ("{ x }", "1:1: top-level statement cannot begin with a closure expression"),
    ])
    func statementSeparation(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("let x = (1 + 2\nlet y = 3", "2:1: expected ')' in expression list"),
        ("let x = foo(1, 2\nlet y = 3", "2:1: expected ')' in expression list"),
        ("let x = a[1\nlet y = 3", "2:1: expected ']' in expression list"),
        ("let x = [1, 2\nlet y = 3", "1:14: expected ']' in container literal expression"),
        ("func f() throws(E { }", "1:19: expected ')' after thrown error type"),
        ("func f() throws( -> Int { 1 }", "1:18: expected thrown error type after 'throws('"),
        ("let x = [1: 2\nlet y = 3", "1:14: expected ']' in container literal expression"),
        ("let x = foo(1 2)", "1:15: expected ',' separator"),
        ("let x = [1, 2 3]", "1:15: expected ',' separator"),
        ("let x = (1 + 2 3)", "1:16: expected ',' separator"),
        ("let x = [1, 2 }", "1:15: expected ',' separator"),
        ("x = foo(1 }", "1:11: expected ',' separator"),
        ("let x = [1, 2: 3]", "1:14: expected ',' separator"),
        ("let x = \"\\(a b)\"", "1:14: expected ',' separator"),
        ("let f = { (x: Int y) in x }", "1:19: expected ',' separator"),
        ("x = foo(,)", "1:9: unexpected ',' separator"),
        ("let x = foo(\nlet y = 1)", "2:1: expected expression in list of expressions"),
        ("let x = [1: 2, 3]", "1:17: expected ':' in dictionary literal"),
        ("let x = [1:]", "1:12: expected value in dictionary literal"),
    ])
    func lists(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("let x = - a", "1:9: unary operator cannot be separated from its operand"),
        ("let x = !a\nlet y = ! a", "2:9: unary operator cannot be separated from its operand"),
        ("let x = - -a", "1:9: unary operator cannot be separated from its operand"),
        ("x = )", "1:5: expected expression in assignment"),
        ("x = \nlet y = 1", "2:1: expected expression in assignment"),
        ("let f = { x in\n  x +\n}", "3:1: expected expression after operator"),
        ("let x = \"a \\(1 +)\"", "1:17: expected expression after operator"),
        ("if x { ) }", "1:8: expected expression"),
        ("let x = in", "1:9: expected initial value after '='"),
        ("var x: Int = \nlet y = 1", "1:13: expected initial value after '='"),
        ("let x = a ? : c", "1:13: expected expression after '?' in ternary expression"),
        ("let x = y as\nlet z = 1", "2:1: expected type after 'as'"),
        ("let x = a.\nlet y = 2", "1:10: expected member name following '.'"),
        ("let x = a.)", "1:10: expected member name following '.'"),
        ("let x = a .)", "1:12: expected member name following '.'"),
        ("let x = \\.\nlet y = 1", "1:10: expected member name following '.'"),
        ("let x = a. b", "1:10: extraneous whitespace after '.' is not permitted"),
        ("let x = .)", "1:10: expected identifier after '.' expression"),
        ("let x = 1.5.2", "1:13: expected named member of numeric literal"),
        ("let y = .5", "1:9: '.5' is not a valid floating point literal; it must be written '0.5'"),
        ("x =1", "1:3: '=' must have consistent whitespace on both sides"),
        ("x= 1", "1:2: '=' must have consistent whitespace on both sides"),
    ])
    func expressions(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("let = 3", "1:5: expected pattern"),
        ("let 3 = x", "1:5: expected pattern"),
        ("for in y { }", "1:5: expected pattern"),
        ("let class = 1", "1:5: keyword 'class' cannot be used as an identifier here"),
        ("var x: = 3", "1:8: expected type"),
        ("struct A: { }", "1:11: expected type"),
        ("let x: [Int = 1", "1:13: expected ']' in array type"),
        ("let x: [Int: = 1", "1:14: expected dictionary value type"),
        ("let x: Binding<Int = 1", "1:20: expected '>' to complete generic argument list"),
        ("static let x = 1", "1:8: static properties may only be declared on a type"),
        ("let x: Int { 3 }", "1:12: 'let' declarations cannot be computed properties"),
        ("struct A {\n  let x: Int { 1 }\n}", "2:14: 'let' declarations cannot be computed properties"),
        ("var x { 3 }", "1:5: computed property must have an explicit type"),
        ("let x = 1 { didSet { } }", "1:11: 'let' declarations cannot be observing properties"),
        ("struct A { var x: Int { get } }", "1:29: expected '{' to start getter definition"),
        ("struct { }", "1:8: expected identifier in struct declaration"),
        ("struct A B { }", "1:10: found an unexpected second identifier in struct declaration; is there an accidental break?"),
        ("struct A { 3 }", "1:12: expected declaration"),
        ("struct A { var x: Int var y: Int }", "1:22: consecutive declarations on a line must be separated by ';'"),
        ("struct A { case a }", "1:12: enum 'case' is not allowed outside of an enum"),
        ("enum E\nlet x = 1", "1:7: expected '{' in enum"),
        ("enum E { 3 }", "1:10: expected declaration"),
        ("enum E { case }", "1:10: expected identifier in enum 'case' declaration"),
        ("enum E { case a b }", "1:17: found an unexpected second identifier in enum 'case' declaration; is there an accidental break?"),
        ("enum E: String { case a = }", "1:27: expected expression after '=' in 'case'"),
        ("enum E { case a = foo }", "1:19: raw value for enum case must be a literal"),
        ("extension { }", "1:11: expected type name in extension declaration"),
        ("extension A\nlet x = 1", "1:12: expected '{' in extension"),
        ("extension A { 3 }", "1:15: expected declaration"),
    ])
    func declarations(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("if x\nlet y = 2", "1:5: expected '{' after 'if' condition"),
        ("if { }", "1:1: missing condition in 'if' statement"),
        ("if let { }", "1:8: unwrap condition requires a valid identifier"),
        ("if x { } else y", "1:15: expected '{' or 'if' after 'else'"),
        ("for x y { }", "1:7: found an unexpected second identifier in constant declaration; is there an accidental break?"),
        ("for x in { }", "1:10: expected Sequence expression for for-each loop"),
        ("for x in y\nlet z = 1", "1:11: expected '{' to start the body of for-each loop"),
    ])
    func controlFlow(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("let x = \"abc\nlet y = 2", "1:9: unterminated string literal"),
        ("let s = \"a \\(x) b", "1:9: unterminated string literal"),
        ("let x = \"a \\(1", "1:13: cannot find ')' to match opening '(' in string interpolation"),
        ("let x = \"\\(\"a)\"", "1:11: cannot find ')' to match opening '(' in string interpolation"),
        ("let x = \"a \\q\"", "1:13: invalid escape sequence in literal"),
        ("let x = \"\\u{110000}\"", "1:10: invalid unicode scalar"),
        ("let x = \"\\u{}\"", "1:14: \\u{...} escape sequence expects between 1 and 8 hex digits"),
        ("let x = \"\\u{12\"", "1:15: expected '}' in \\u{...} escape sequence"),
        ("let x = \"\"\"abc\"\"\"", "1:12: multi-line string literal content must begin on a new line"),
        ("let x = \"\"\"\n  a\n b\n  \"\"\"", "3:2: insufficient indentation of line in multi-line string literal"),
        ("let y = 'a'", "1:9: single-quoted string literal found, use '\"'"),
        ("let x = 12abc", "1:11: 'a' is not a valid digit in integer literal"),
        ("let x = 1.5e", "1:13: expected a digit in floating point exponent"),
        ("let x = 0b102", "1:13: '2' is not a valid binary digit (0 or 1) in integer literal"),
        ("let y = 0xfg", "1:12: 'g' is not a valid hexadecimal digit (0-9, A-F) in integer literal"),
        ("let x = $", "1:9: '$' is not an identifier; use backticks to escape it"),
        ("let y = 1 */ 2", "1:11: unexpected end of block comment"),
        ("let x = 1 \u{1} 2", "1:11: invalid character in source file"),
    ])
    func lexical(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("if let x = ) { }", "1:12: expected expression after '=' in conditional binding"),
        ("if ) { }", "1:4: expected expression, var, or let in 'if' condition"),
        ("if a, ) { }", "1:7: expected expression in conditional"),
        ("for x in y where ) { }", "1:18: expected expression in 'where' guard of 'for/in'"),
        ("for x = y { }", "1:7: expected 'in' after for-each pattern"),
        ("let f = { return ) }", "1:18: expected expression in 'return' statement"),
        ("let x = a is )", "1:14: expected type after 'is'"),
        ("let f = { (x: ) in x }", "1:15: expected parameter type following ':'"),
        ("let f = { (3) -> Int in x }", "1:12: expected parameter type following ':'"),
        ("let f = { (x: Int) -> Int x }", "1:27: expected 'in' after the closure signature"),
        ("let x: [) = 1", "1:9: expected element type"),
        ("let x: (Int) -> ) = 1", "1:17: expected type for function result"),
        ("let x = [1, )", "1:13: expected expression in container literal"),
        ("let x = [\"a\": )", "1:15: expected value in dictionary literal"),
        ("let x = (1 + )", "1:14: expected expression after operator"),
        ("let x = Binding<Int>(\nlet y = 1", "2:1: expected expression in list of expressions"),
        ("x = -\nlet y = 1", "1:5: unary operator cannot be separated from its operand"),
        ("struct A { var x: Int = ) }", "1:25: expected initial value after '='"),
    ])
    func conditionsClosuresAndTypes(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    /// Errors swiftc's type checker reports (the parser resolves precedence, so it knows them).
    @Test(arguments: [
        ("let x = a < b < c", "1:11: adjacent operators are in non-associative precedence group 'ComparisonPrecedence'"),
        ("let x = a == b != c", "1:11: adjacent operators are in non-associative precedence group 'ComparisonPrecedence'"),
        ("let x = a ..< 3 ... 4", "1:11: adjacent operators are in non-associative precedence group 'RangeFormationPrecedence'"),
        ("let x = 1 <> 2", "1:11: cannot find operator '<>' in scope"),
        ("let x = !!flag", "1:10: unary operators must not be juxtaposed; parenthesize inner expression"),
        ("let x = _", "1:9: '_' can only appear in a pattern or on the left side of an assignment"),
        ("let x = a+\nlet y = 2", "1:10: '+' is not a postfix unary operator"),
        ("let x = a- b", "1:11: consecutive statements on a line must be separated by ';'"),
        ("if x = 1 { }", "1:6: use of '=' in a boolean context, did you mean '=='?"),
        ("let x = \\Person", "1:9: key path must have at least one component"),
    ])
    func typeCheckerErrors(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    /// swiftc reports every parse error before its type checker runs: so does the parser.
    @Test func parseErrorsComeBeforeTypeCheckerErrors() {
        #expect(parsed("x = 1 <> 2\nlet = 3") == "2:5: expected pattern")
        #expect(parsed("x = a < b < c\ny = (1 2)") == "2:8: expected ',' separator")
        #expect(parsed("x = _ + 1\ny = 2") == "1:5: '_' can only appear in a pattern or on the left side of an assignment")
    }

    /// Swift that sessions leave out: said plainly, at the construct.
    @Test(arguments: [
        ("func f<T(_ x: T) {}", "1:9: expected '>' to complete generic parameter list"),
        ("struct A<1> { }", "1:10: expected an identifier to name generic parameter"),
        ("let x = { [weak(wrong) y] in y }", "1:16: expected 'safe' or 'unsafe'"),
        ("subscript(i: Int) -> Int { i }", "1:1: subscript declarations are not supported in a session"),
        ("x = y = z", "1:7: assignment is a statement in a session, not a value"),
    ])
    func unsupported(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test func notesPointAtTheOpeningDelimiter() throws {
        let diagnostic = try #require(firstError("let x = (1 + 2\nlet y = 3"))
        #expect(diagnostic.notes == [
            Diagnostic("to match this opening '('", at: SourceLocation(line: 1, column: 9), severity: .note),
        ])
        let declaration = try #require(firstError("struct A { 3 }"))
        #expect(declaration.notes.map(\.message) == ["in declaration of 'A'"])
        #expect(declaration.notes.map(\.location) == [SourceLocation(line: 1, column: 8)])
    }
}
