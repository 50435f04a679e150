import Testing

@testable import BindscopeLanguage

/// Expressions, written as S-expressions: `(+ a (* b c))` is `a + b * c`.
@Suite("Parsing expressions")
struct ExpressionParsingTests {
    /// Swift's precedence groups, lowest first: ternary, `||`, `&&`, comparison, `??`, casting,
    /// range formation, addition, multiplication; then prefix, then postfix operators.
    @Test(arguments: [
        ("a + b * c", "(+ a (* b c))"),
        ("a * b + c", "(+ (* a b) c)"),
        ("a - b - c", "(- (- a b) c)"),
        ("a % b / c", "(/ (% a b) c)"),
        ("a ?? b == c", "(== (?? a b) c)"),
        ("a ?? b ?? c", "(?? a (?? b c))"),
        ("x as Any", "(as x Any)"),
        ("x as? Int ?? 0", "(?? (as? x Int) 0)"),
        ("x as! Int", "(as! x Int)"),
        ("x is Int && y", "(&& (is x Int) y)"),
        ("a + b as Int", "(as (+ a b) Int)"),
        ("a ?? b as Int", "(?? a (as b Int))"),
        ("a ..< b as Range<Int>", "(as (..< a b) Range<Int>)"),
        ("a..<b + 1", "(..< a (+ b 1))"),
        ("a...b", "(... a b)"),
        ("-a.b", "(- (. a b))"),
        ("-a * b", "(* (- a) b)"),
        ("!flag && x", "(&& (! flag) x)"),
        ("!(!flag)", "(! (paren (! flag)))"),
        ("a || b && c", "(|| a (&& b c))"),
        ("a == b || c != d", "(|| (== a b) (!= c d))"),
        ("a <= b && c >= d", "(&& (<= a b) (>= c d))"),
        ("a < b ? c : d", "(?: (< a b) c d)"),
        ("a ? b : c ? d : e", "(?: a b (?: c d e))"),
        ("a ? b ? c : d : e", "(?: a (?: b c d) e)"),
        ("flag ? x + 1 : y ?? 0", "(?: flag (+ x 1) (?? y 0))"),
        // Bitwise and overflow operators: shifts above multiplication, `&` and `&*` with `*`,
        // `|`, `^`, `&+` and `&-` with `+`.
        ("a + b << 2", "(+ a (<< b 2))"),
        ("a << 2 * b", "(* (<< a 2) b)"),
        // Masking shifts rank with the shifts.
        ("a + b &<< 2", "(+ a (&<< b 2))"),
        ("a &>> 2 * b", "(* (&>> a 2) b)"),
        ("a | b & c", "(| a (& b c))"),
        ("a ^ b | c", "(| (^ a b) c)"),
        ("a &+ b &* c", "(&+ a (&* b c))"),
        ("a &- b == c", "(== (&- a b) c)"),
        ("~a & b", "(& (~ a) b)"),
    ])
    func precedence(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    /// A postfix `?` binds an optional; the whole postfix chain around it is one optional
    /// evaluation, and operators outside the chain apply to its result.
    @Test(arguments: [
        ("a?.b", "(optional (. (bind a) b))"),
        ("a?.b.c", "(optional (. (. (bind a) b) c))"),
        ("a?.b?.c", "(optional (. (bind (. (bind a) b)) c))"),
        ("a?.b()", "(optional (call (. (bind a) b)))"),
        ("a?[0]", "(optional (subscript (bind a) 0))"),
        ("a.b?.c!.d", "(optional (. (force (. (bind (. a b)) c)) d))"),
        ("a!.b", "(. (force a) b)"),
        ("x!!", "(force (force x))"),
        ("-a?.b", "(- (optional (. (bind a) b)))"),
        ("a?.b + 1", "(+ (optional (. (bind a) b)) 1)"),
        ("(a?.b).c", "(. (paren (optional (. (bind a) b))) c)"),
        ("foo(a?.b)", "(call foo (optional (. (bind a) b)))"),
        ("x!=y", "(= (force x) y)"),
    ])
    func optionalChaining(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    /// `Name<` starts generic arguments only when a type list, `>` and a token such as `(`, `.`
    /// or `[` follow; otherwise `<` compares.
    @Test(arguments: [
        ("a < b", "(< a b)"),
        ("a<b", "(< a b)"),
        ("a < b && c > d", "(&& (< a b) (> c d))"),
        ("f(a < b, c > d)", "(call f (< a b) (> c d))"),
        ("a < b > (c)", "(call (specialize a b) c)"),
        ("Binding<Int>.constant(3)", "(call (. (specialize Binding Int) constant) 3)"),
        ("Binding<AnyHashable>($x)", "(call (specialize Binding AnyHashable) $x)"),
        ("State<Int>(initialValue: 1)", "(call (specialize State Int) initialValue: 1)"),
        ("Array<Int>()", "(call (specialize Array Int))"),
        ("Optional<Int>.none", "(. (specialize Optional Int) none)"),
        ("Binding<Binding<Int>>.constant(x)", "(call (. (specialize Binding Binding<Int>) constant) x)"),
        ("Binding<Int?>.constant(nil)", "(call (. (specialize Binding Int?) constant) nil)"),
        ("Optional<Optional<Int>?>.none", "(. (specialize Optional Optional<Int>?) none)"),
        ("Binding<[String: Int]>.constant([:])", "(call (. (specialize Binding [String: Int]) constant) (dictionary))"),
    ])
    func genericSpecialization(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("[Int](repeating: 0, count: 3)", "(call (type [Int]) repeating: 0 count: 3)"),
        ("[String: Int]()", "(call (type [String: Int]))"),
        ("[Int?]()", "(call (type [Int?]))"),
        ("[Int].self", "(. (type [Int]) self)"),
        ("[x].count", "(. (array x) count)"),
        ("[1, 2,]", "(array 1 2)"),
        ("[\"a\": 1, \"b\": 2,]", "(dictionary (\"a\": 1) (\"b\": 2))"),
        ("[:]", "(dictionary)"),
        ("[]", "(array)"),
        ("[[1], [2, 3]]", "(array (array 1) (array 2 3))"),
    ])
    func collections(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("1_000", "1_000"),
        ("0xFF", "0xFF"),
        ("1.5", "1.5"),
        ("2.5e3", "2.5e3"),
        ("true", "true"),
        ("false", "false"),
        ("nil", "nil"),
        ("\"plain\"", "\"plain\""),
        ("\"\"", "(string)"),
        ("\"a\\(b)c\"", "(string \"a\" b \"c\")"),
        ("\"\\(a + \"\\(b)\")\"", "(string (+ a (string b)))"),
        ("\"\\(f(g(1), h[2]))\"", "(string (call f (call g 1) (subscript h 2)))"),
        ("$0.name", "(. $0 name)"),
        ("_x", "_x"),
        ("`class`", "class"),
        ("self.name", "(. self name)"),
    ])
    func literalsAndNames(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        (".designer", ".designer"),
        (".constant(3)", "(call .constant 3)"),
        ("Int.self", "(. Int self)"),
        ("foo.init(x: 1)", "(call (. foo init) x: 1)"),
        ("x.default", "(. x default)"),
        ("d[\"k\", default: 0]", "(subscript d \"k\" default: 0)"),
        ("x[keyPath: kp]", "(subscript x keyPath: kp)"),
        ("$b[dynamicMember: kp]", "(subscript $b dynamicMember: kp)"),
        ("a.b(c).d[e]!", "(force (subscript (. (call (. a b) c) d) e))"),
        ("f(x, label: y,)", "(call f x label: y)"),
        ("items.reduce(0, +)", "(call (. items reduce) 0 +)"),
        ("items.sorted(by: >)", "(call (. items sorted) by: >)"),
        ("items[...]", "(subscript items ...)"),
        ("(a)", "(paren a)"),
        ("((a))", "(paren (paren a))"),
    ])
    func membersCallsAndSubscripts(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("\\Person.a.b", "(keypath Person .a .b)"),
        ("\\.a?.b![0]", "(keypath _ .a ? .b ! [0])"),
        ("\\.[0]", "(keypath _ [0])"),
        ("\\.self", "(keypath _ .self)"),
        ("\\.items[\"key\"].count", "(keypath _ .items [\"key\"] .count)"),
        ("\\Binding<Int>.wrappedValue", "(keypath Binding<Int> .wrappedValue)"),
    ])
    func keyPaths(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("let f = { x }", "(let f = (closure x))"),
        ("let f = { x, y in x + y }", "(let f = (closure (parameters x y) (+ x y)))"),
        ("let f = { (x: Int, y) -> Int in x }", "(let f = (closure (parameters x: Int y) (-> Int) x))"),
        ("let f = { _ in 1 }", "(let f = (closure (parameters _) 1))"),
        ("let f = { () -> Int in 1 }", "(let f = (closure (parameters) (-> Int) 1))"),
        ("let f = { x in let y = x; return y }", "(let f = (closure (parameters x) (let y = x) (return y)))"),
        ("let f = {\n  print(1)\n  return 2\n}", "(let f = (closure (call print 1) (return 2)))"),
        ("let f = { { 1 } }", "(let f = (closure (closure 1)))"),
        ("let f = { (x) }", "(let f = (closure (paren x)))"),
    ])
    func closures(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    /// A trailing closure is the last argument, without a label.
    @Test(arguments: [
        ("items.map { $0 * 2 }", "(call (. items map) (closure (* $0 2)))"),
        ("items.filter { $0 > 1 }.count", "(. (call (. items filter) (closure (> $0 1))) count)"),
        ("withAnimation { x = 1 }", "(call withAnimation (closure (= x 1)))"),
        ("foo(1) { x in x }", "(call foo 1 (closure (parameters x) x))"),
        ("foo() { }", "(call foo (closure))"),
        (
            "Binding(get: { 1 }) { newValue in x = newValue }",
            "(call Binding get: (closure 1) (closure (parameters newValue) (= x newValue)))"
        ),
        ("withAnimation\n{ x = 1 }", "(call withAnimation (closure (= x 1)))"),
        ("Binding<Int>.init { 1 }", "(call (. (specialize Binding Int) init) (closure 1))"),
        (
            "items.map { $0 * 2 }.filter { $0 > 2 }",
            "(call (. (call (. items map) (closure (* $0 2))) filter) (closure (> $0 2)))"
        ),
    ])
    func trailingClosures(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    /// An expression continues on the next line when that line starts with a binary operator
    /// or `.member`, not when it starts with `(` or `[` (or a prefix operator).
    @Test(arguments: [
        ("a\n  .b\n  .c", "(. (. a b) c)"),
        ("a\n  + b", "(+ a b)"),
        ("a +\n  b", "(+ a b)"),
        ("a\n  ? b\n  : c", "(?: a b c)"),
        ("f\n(1)", "f\n(paren 1)"),
        ("a\n[0]", "a\n(array 0)"),
        ("a\n-b", "a\n(- b)"),
    ])
    func lineContinuation(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test func locationsPointAtTheStartOfEachNode() throws {
        guard case .complete(let statements) = SessionParser.parse("x = a.b + f(1, label: 2)") else {
            Issue.record("expected statements")
            return
        }
        guard case .assignment(let target, _, let value, _) = statements[0].kind,
            case .binary(_, let lhs, let rhs) = value.kind,
            case .member(_, _, let nameLocation) = lhs.kind,
            case .call(_, let arguments) = rhs.kind
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(target.location == SourceLocation(line: 1, column: 1))
        #expect(value.location == SourceLocation(line: 1, column: 5))
        #expect(nameLocation == SourceLocation(line: 1, column: 7))
        #expect(rhs.location == SourceLocation(line: 1, column: 11))
        #expect(arguments.map(\.location) == [
            SourceLocation(line: 1, column: 13), SourceLocation(line: 1, column: 16),
        ])
    }
}

@Suite("Closure signatures")
struct ClosureSignatureTests {
    @Test("An unparenthesised parameter may have a result type: { todo -> String in … }")
    func resultTypeAfterBareName() throws {
        guard case .complete(let statements) = SessionParser.parse("let labels = todos.map { todo -> String in\n    return todo.title\n}") else {
            Issue.record("did not parse")
            return
        }
        guard case .variable(let declaration) = statements.first?.kind,
            case .call(_, let arguments)? = declaration.initializer?.kind,
            case .closure(let closure)? = arguments.last?.value.kind
        else {
            Issue.record("not a call with a trailing closure: \(statements)")
            return
        }
        #expect(closure.parameters?.map(\.name) == ["todo"])
        #expect(closure.resultType != nil)
    }
}
