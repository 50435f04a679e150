import Testing

@testable import BindscopeLanguage

@Suite("Parsing statements and declarations")
struct StatementParsingTests {
    @Test(arguments: [
        ("let x = 1", "(let x = 1)"),
        ("var name: String", "(var name: String)"),
        ("var count: Int = 0", "(var count: Int = 0)"),
        ("@State var count = 0", "(@State var count = 0)"),
        ("@State private var person = Person()", "(@State private var person = (call Person))"),
        ("@Binding var value: Int", "(@Binding var value: Int)"),
        ("fileprivate let a = 1", "(fileprivate let a = 1)"),
        ("let _ = f()", "(let _ = (call f))"),
        ("let a = 1, b: Int = 2", "(let a = 1)\n(let b: Int = 2)"),
        ("let street = $person.address.street", "(let street = (. (. $person address) street))"),
    ])
    func variables(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("x = 1", "(= x 1)"),
        ("x += 1", "(+= x 1)"),
        ("x -= 1", "(-= x 1)"),
        ("x *= 2", "(*= x 2)"),
        ("x /= 2", "(/= x 2)"),
        ("x %= 2", "(%= x 2)"),
        ("_ = value", "(= _ value)"),
        ("person.address.items[3].value = 42", "(= (. (subscript (. (. person address) items) 3) value) 42)"),
        ("x = a ? b : c", "(= x (?: a b c))"),
        ("x.y = z ?? 0", "(= (. x y) (?? z 0))"),
        ("print(x)", "(call print x)"),
    ])
    func assignmentsAndExpressions(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    /// A computed variable outside a type is its accessors: a getter, and a setter whose
    /// parameter has a label no call can spell.
    /// SE-0279: closures labelled after the first trailing one join the call.
    @Test func labelledTrailingClosures() {
        #expect(parsed("load(3) { a } failure: { b }") == "(call load 3 (closure a) failure: (closure b))")
        #expect(parsed("f { a }\nfailure: { b }") != "(call f (closure a) failure: (closure b))")
    }

    @Test func computedVariableWithSetter() {
        #expect(parsed("var x: Int { get { 1 } set { } }") == "(func x -> Int 1) (func x (set newValue newValue: Int))")
        #expect(parsed("var x: Int { get { 1 } set(v) { } }") == "(func x -> Int 1) (func x (set newValue v: Int))")
    }

    @Test func separators() {
        #expect(parsed("a = 1; b = 2\nc = 3;;\n\nd") == "(= a 1)\n(= b 2)\n(= c 3)\nd")
        #expect(parsed("") == "")
        #expect(parsed("  // only a comment\n/* and a block */") == "")
    }

    @Test(arguments: [
        ("if x { a }", "(if (conditions x) (then a))"),
        ("if let x = opt { }", "(if (conditions (let x = opt)) (then))"),
        ("if var x = opt { }", "(if (conditions (var x = opt)) (then))"),
        ("if let x { }", "(if (conditions (let x)) (then))"),
        (
            "if let x, var y = z, a == b { x += 1 }",
            "(if (conditions (let x) (var y = z) (== a b)) (then (+= x 1)))"
        ),
        ("if a { b } else { c }", "(if (conditions a) (then b) (else c))"),
        (
            "if a { b } else if c { d } else { e }",
            "(if (conditions a) (then b) (else (if (conditions c) (then d) (else e))))"
        ),
        ("if a {\n  b\n}\nelse {\n  c\n}", "(if (conditions a) (then b) (else c))"),
        ("if x == y { }", "(if (conditions (== x y)) (then))"),
        ("if items.contains(where: { $0 > 1 }) { }", "(if (conditions (call (. items contains) where: (closure (> $0 1)))) (then))"),
        ("if items.filter { $0 > 1 } { }", "(if (conditions (call (. items filter) (closure (> $0 1)))) (then))"),
    ])
    func ifStatements(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    /// In a condition or sequence, `{` starts the body, not a trailing closure.
    @Test func conditionBraceStartsTheBody() {
        #expect(parsed("if flag { print(1) }") == "(if (conditions flag) (then (call print 1)))")
        #expect(parsed("for x in items { print(x) }") == "(for x items (call print x))")
        #expect(parsed("if f(x) { y }") == "(if (conditions (call f x)) (then y))")
    }

    @Test(arguments: [
        ("for x in items { print(x) }", "(for x items (call print x))"),
        ("for _ in 0..<3 { }", "(for _ (..< 0 3))"),
        ("for x in items where x > 1 { }", "(for x items (where (> x 1)))"),
        ("for i in items.indices.reversed() { }", "(for i (call (. (. items indices) reversed)))"),
        ("for x in a.filter { $0 > 1 } { }", "(for x (call (. a filter) (closure (> $0 1))))"),
    ])
    func forInStatements(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test func returnStatements() {
        #expect(parsed("let f = { return }") == "(let f = (closure (return)))")
        #expect(parsed("let f = { return 1 }") == "(let f = (closure (return 1)))")
        #expect(parsed("let f = {\n  return\n}") == "(let f = (closure (return)))")
        #expect(parsed("let f = { return; }") == "(let f = (closure (return)))")
    }

    @Test func structs() {
        let source = """
            struct Person: Equatable, Hashable {
                var name: String
                @State var age: Int = 3
                let id = 1; static let shared = Person()
                var description: String { "\\(name) is \\(age)" }
                var initial: String {
                    get { String(name.first!) }
                }
                static var count: Int {
                    let n = 1
                    return n
                }
            }
            """
        #expect(parsed(source) == """
            (struct Person: Equatable, Hashable (var name: String) (@State var age: Int = 3) \
            (let id = 1) (static let shared = (call Person)) \
            (computed description: String (string name " is " age)) \
            (computed initial: String (call String (force (. name first)))) \
            (static computed count: Int (let n = 1) (return n)))
            """)
        #expect(parsed("struct Empty {}") == "(struct Empty)")
    }

    @Test func enums() {
        let source = """
            enum Role: String, Hashable {
                case designer, engineer = "eng"
                case manager
                case ratio = 1.5, negative = -1
                var label: String { rawValue }
            }
            """
        #expect(parsed(source) == """
            (enum Role: String, Hashable (case designer) (case engineer = "eng") (case manager) \
            (case ratio = 1.5) (case negative = (- 1)) (computed label: String rawValue))
            """)
    }

    @Test func extensions() {
        #expect(parsed("extension Person: CustomStringConvertible {\n  var description: String { name }\n}")
            == "(extension Person: CustomStringConvertible (computed description: String name))")
        #expect(parsed("extension Person {}") == "(extension Person)")
    }

    @Test func staticStoredPropertiesAreMarked() {
        guard case .complete(let statements) = SessionParser.parse("struct A { static var x = 1; var y = 2 }"),
            case .structure(let declaration) = statements.first?.kind,
            case .stored(let first) = declaration.members[0], case .stored(let second) = declaration.members[1]
        else {
            Issue.record("expected a struct")
            return
        }
        #expect(first.isStatic)
        #expect(!second.isStatic)
    }

    @Test(arguments: [
        ("let x: Int? = nil", "(let x: Int? = nil)"),
        ("let x: [Int] = []", "(let x: [Int] = (array))"),
        ("let x: [String: [Int]]? = nil", "(let x: [String: [Int]]? = nil)"),
        ("let x: Binding<Int>", "(let x: Binding<Int>)"),
        ("let x: Optional<Binding<Int>>", "(let x: Optional<Binding<Int>>)"),
        ("let x: WritableKeyPath<A, B>", "(let x: WritableKeyPath<A, B>)"),
        ("let x: (Int) -> String", "(let x: (Int) -> String)"),
        ("let x: (Int, String) -> Void", "(let x: (Int, String) -> ())"),
        ("let x: () -> Void", "(let x: () -> ())"),
        ("let x: ((Int) -> Int)?", "(let x: ((Int) -> Int)?)"),
        ("let x: (Int) -> (Int) -> Int", "(let x: (Int) -> (Int) -> Int)"),
        ("let x: Void", "(let x: ())"),
        ("let x: Any", "(let x: Any)"),
        ("let x: Int??", "(let x: Int??)"),
        ("let x: (Int)", "(let x: Int)"),
    ])
    func types(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test func typeLocations() {
        guard case .complete(let statements) = SessionParser.parse("let x: [String: Binding<Int>]"),
            case .variable(let declaration) = statements.first?.kind,
            case .dictionary(let key, let value) = declaration.type,
            case .named(_, let arguments, let location) = value
        else {
            Issue.record("expected a dictionary type")
            return
        }
        #expect(key.location == SourceLocation(line: 1, column: 9))
        #expect(location == SourceLocation(line: 1, column: 17))
        #expect(arguments.first?.location == SourceLocation(line: 1, column: 25))
    }
}
