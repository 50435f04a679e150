import Testing

@testable import BindscopeLanguage

/// Tuples, patterns, loops, `guard`, `switch`, jumps and `defer`: the syntax tree they parse to.
@Suite("Parsing control flow and patterns")
struct ControlFlowParsingTests {
    @Test(arguments: [
        ("x = (1, \"a\")", "(= x (tuple 1 \"a\"))"),
        ("x = (a: 1, b: 2)", "(= x (tuple a: 1 b: 2))"),
        ("x = ()", "(= x (tuple))"),
        ("x = (1)", "(= x (paren 1))"),
        ("let t: (Int, x: String) = y", "(let t: (Int, x: String) = y)"),
        ("x = pair.0.1", "(= x (. (. pair 0) 1))"),
        ("x = 0.5...1.5", "(= x (... 0.5 1.5))"),
    ])
    func tuples(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("let (a, b) = t", "(let (tuple (let a) (let b)) = t)"),
        ("var (a, _): (Int, Int) = t", "(var (typed (tuple (var a) _) (Int, Int)) = t)"),
        ("for (i, x) in xs { }", "(for (tuple (let i) (let x)) xs)"),
        ("for case let x? in xs { }", "(for case (some (let x)) xs)"),
        ("for case .a(let v) in xs where v > 1 { }", "(for case (case .a (let v)) xs (where (> v 1)))"),
        ("if case .some(let x) = y { }", "(if (conditions (case (case .some (let x)) = y)) (then))"),
        ("if case let .b(x, _) = y { }", "(if (conditions (case (case .b (let x) _) = y)) (then))"),
        ("if case 1...5 = n { }", "(if (conditions (case (expr (... 1 5)) = n)) (then))"),
        ("if let (a, b) = t { }", "(if (conditions (case (some (tuple (let a) (let b))) = t)) (then))"),
    ])
    func patterns(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("while x < 3 { x += 1 }", "(while (conditions (< x 3)) (+= x 1))"),
        ("while let a = f() { }", "(while (conditions (let a = (call f))))"),
        ("repeat { x -= 1 } while x > 0", "(repeat (-= x 1) (while (> x 0)))"),
        ("guard let a = b else { return }", "(guard (conditions (let a = b)) (else (return)))"),
        ("outer: for i in xs { break outer }", "(outer: (for i xs (break outer)))"),
        ("while true { continue }", "(while (conditions true) (continue))"),
        ("if x { defer { f() } }", "(if (conditions x) (then (defer (call f))))"),
    ])
    func loopsAndJumps(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("switch x {\ncase 1, 2: a()\ncase let y where y > 3: b()\ndefault: break\n}",
         "(switch x (case (expr 1), (expr 2) (call a)) (case (let y) where (> y 3) (call b)) (default (break)))"),
        ("switch s {\ncase .circle(let r): f(r)\ncase Shape.square: fallthrough\ncase ..<0: g()\n}",
         "(switch s (case (case .circle (let r)) (call f r)) (case (case Shape.square) (fallthrough)) (case (expr (..< 0)) (call g)))"),
    ])
    func switches(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        ("switch x {\ncase 1:\ncase 2: f()\n}", "2:1: 'case' label in a 'switch' must have at least one executable statement"),
        ("switch x {\nf()\n}", "2:1: all statements inside a switch must be covered by a 'case' or 'default' label"),
        ("repeat { } until x", "1:12: expected 'while' after body of 'repeat' statement"),
        ("guard x { }", "1:9: expected 'else' after 'guard' condition"),
        ("if let .some(x) = t { }", "1:4: pattern matching in a condition requires the 'case' keyword"),
        ("case 1: f()", "1:1: 'case' label can only appear inside a 'switch' statement"),
        ("switch x {\ncase .(: f()\n}", "2:7: expected identifier after '.' expression"),
    ])
    func errors(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }
}

extension ControlFlowParsingTests {
    @Test func patternMatchOperatorIsAComparison() {
        #expect(parsed("x = 1...5 ~= n && ok") == "(= x (&& (~= (... 1 5) n) ok))")
    }
}
