import Testing

@testable import BindscopeLanguage

@Suite("Parsing function declarations")
struct FunctionParsingTests {
    @Test(arguments: [
        ("func f() {}", "(func f)"),
        ("func add(_ a: Int, to b: Int = 1) -> Int { a + b }",
         "(func add (_ a: Int) (to b: Int = 1) -> Int (+ a b))"),
        ("func sum(_ xs: Int...) -> Int { 0 }", "(func sum (_ xs: Int...) -> Int 0)"),
        ("func bump(_ v: inout Int) { v += 1 }", "(func bump (_ v: inout Int) (+= v 1))"),
        ("func on(_ h: @escaping () -> Void) {}", "(func on (_ h: () -> ()))"),
        ("func load() throws -> String { \"\" }", "(func load throws -> String (string))"),
        ("private func helper(in range: Int) {}", "(private func helper (in range: Int))"),
        ("func a() {}\nfunc b() {}", "(func a) (func b)"),
        ("func a() {}\nprint(1)", "(func a)\n(call print 1)"),
        ("swap(&a, &b[0])", "(call swap (& a) (& (subscript b 0)))"),
    ])
    func declarations(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("func f(", "incomplete"),
        ("func f() -> Int {", "incomplete"),
        ("func f<T>(_ x: T) where {}", "1:25: expected type in where clause"),
        ("func f(x Int) {}", "1:13: expected ':' following argument label and parameter name"),
    ])
    func problems(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }
}

@Suite("Parsing error handling")
struct ErrorHandlingParsingTests {
    @Test(arguments: [
        ("let x = try f()", "(let x = (try (call f)))"),
        ("let x = try? f() + g()", "(let x = (try? (+ (call f) (call g))))"),
        ("print(try! f())", "(call print (try! (call f)))"),
        ("throw E.a", "(throw (. E a))"),
        ("do { try f() } catch E.a { } catch let e as E where e == .b { } catch { }",
         "(do (try (call f))) (catch E.a) (catch let e as E (where (== e .b))) (catch)"),
        ("do { }", "(do)"),
        ("let f: () throws -> Int = g", "(let f: () -> Int = g)"),
    ])
    func statements(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test func tryRightOfAnOperator() {
        #expect(parsed("let x = 1 + try f()") == "1:13: 'try' cannot appear to the right of a non-assignment operator")
    }
}

@Suite("Parsing members: methods, initializers, accessors, subscripts")
struct MemberParsingTests {
    @Test(arguments: [
        ("struct S { mutating func f() {} }", "(struct S (mutating func f))"),
        ("struct S { static func make() -> S { S() } }", "(struct S (static func make -> S (call S)))"),
        ("struct S { init?(x: Int) { return nil } }", "(struct S (init(x:)? (return nil)))"),
        ("struct S { var x: Int { get { 1 } set { } } }", "(struct S (computed x: Int 1))"),
        ("struct S { var x = 1 { didSet { } } }", "(struct S (var x = 1))"),
        ("struct S { subscript(i: Int) -> Int { i } }", "(struct S (subscript -> Int i))"),
        ("struct S { private(set) var x = 1 }", "(struct S (private(set) var x = 1))"),
    ])
    func members(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }
}
