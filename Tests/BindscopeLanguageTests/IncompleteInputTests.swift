import Testing

@testable import BindscopeLanguage

/// `.incomplete` tells the REPL to read another line: the input stops inside something that
/// more lines can finish.
@Suite("Incomplete input")
struct IncompleteInputTests {
    @Test(arguments: [
        "foo(", "foo(1,", "[1, 2", "[1: 2,", "(1 +", "let x = {", "let f = { x in",
        "struct A {", "struct A", "struct A: Equatable", "enum E {\n  case a", "extension A {",
        "struct A {\n  var x: Int {", "if x", "if x {", "if x { } else", "if x { } else {",
        "if let y =", "for x", "for x in", "for x in y", "for x in y where", "for x in y {",
        "let x =", "let x: ", "let x: [Int", "let x: Binding<", "var a = 1,", "x = a &&",
        "let x = 1 +", "x +=", "x = -", "x = a ?", "x = a ? b :", "x = a as", "let y = a ??",
        "let v = Binding<", "x = a+", "@State", "@State var", "enum E: String { case a =",
        "let x = \"\"\"\nabc", "let x = \"\"\"\n  abc \\(foo(", "/* unterminated comment",
        "let f = { (x: Int", "x = foo { $0", "let k = \\",
    ])
    func incomplete(source: String) {
        #expect(SessionParser.parse(source) == .incomplete)
    }

    /// Some endings cannot be completed by more lines: they are errors right away.
    @Test(arguments: [
        ("let x = \"abc", "1:9: unterminated string literal"),
        ("x.", "1:2: expected member name following '.'"),
        ("x = .", "1:6: expected identifier after '.' expression"),
        ("foo(1 2", "1:7: expected ',' separator"),
        ("{", "1:1: top-level statement cannot begin with a closure expression"),
        ("let x = \"a \\(foo(\"", "1:13: cannot find ')' to match opening '(' in string interpolation"),
    ])
    func notIncomplete(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test func completeInputs() {
        #expect(parsed("if x { }") == "(if (conditions x) (then))")
        #expect(parsed("return") == "(return)")
        #expect(parsed("let x") == "(let x)")
        #expect(parsed("struct A {}\n") == "(struct A)")
    }
}

extension IncompleteInputTests {
    /// The REPL asks for more lines inside loops, `guard`, `switch` and patterns too.
    @Test(arguments: [
        "while x", "while x {", "repeat {", "repeat { x += 1 }", "repeat { x += 1 } while",
        "guard x", "guard x else", "guard x else {", "switch x", "switch x {", "switch x {\ncase 1:",
        "switch x {\ncase .a(let y)", "switch x {\ncase 1: f()\ndefault:", "if case .a(let y) =",
        "for case let x? in", "for (a, b) in", "let (a, b) =", "outer: for x in y {", "defer {",
        "x = (1,", "let t: (Int,", "enum E { case a(Int,",
    ])
    func incompleteControlFlow(source: String) {
        #expect(SessionParser.parse(source) == .incomplete)
    }
}
