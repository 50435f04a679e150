import Testing
@testable import BindscopeCompiler
@testable import BindscopeRuntime
@testable import BindscopeSession

/// Integer `/` and `%` trap by one rule (`IntegerDivision`) in every evaluator tier: the same
/// words, at the same place, whichever tier the checker chose for the operation.
@Suite("Integer division traps alike in every evaluator tier")
struct IntegerDivisionTests {
    /// A program per tier, `DIVISOR` and `OP` to fill in; the operation is on its last line.
    static let tiers: [(name: String, program: String)] = [
        // A compound assignment into an element: the general `Value` operator.
        ("the general operators", "var values = [7]\nlet divisor = DIVISOR\nvalues[0] OP= divisor\nprint(values[0])"),
        // Int arithmetic in an expression: its word form (`IntForm`).
        ("the Int word form", "let seven = 7, divisor = DIVISOR\nprint(seven OP divisor)"),
        // A function of Ints only: the scalar tier.
        ("the scalar tier", "func divide(_ a: Int, _ b: Int) -> Int {\n    a OP b\n}\nprint(divide(7, DIVISOR))"),
        // A sized integer's arithmetic.
        ("the sized integers", "let seven: Int8 = 7, divisor: Int8 = DIVISOR\nprint(seven OP divisor)"),
    ]

    @Test("Division by zero, in every tier", arguments: [("/", 7 / 2, "Division by zero"), ("%", 7 % 2, "Division by zero in remainder operation")])
    func byZero(op: String, twoResult: Int, message: String) {
        for tier in Self.tiers {
            let program = { (divisor: String) in
                tier.program.replacingOccurrences(of: "DIVISOR", with: divisor).replacingOccurrences(of: "OP", with: op)
            }
            #expect(SessionHarness(loadSample: false).output(of: program("2")) == "\(twoResult)\n", "\(tier.name): 7 \(op) 2")
            let harness = SessionHarness(loadSample: false)
            #expect(!harness.run(program("0")), "\(tier.name): 7 \(op) 0 succeeded")
            #expect(harness.standardError.contains("error: Fatal error: \(message)\n"), "\(tier.name): \(harness.standardError)")
        }
    }

    @Test("The one quotient that overflows, in every tier")
    func overflow() {
        for tier in Self.tiers {
            for (op, message) in [("/", "Division results in an overflow"), ("%", "Division results in an overflow in remainder operation")] {
                let harness = SessionHarness(loadSample: false)
                let minimum = tier.name == "the sized integers" ? "Int8.min" : "Int.min"
                let program = tier.program.replacingOccurrences(of: "DIVISOR", with: "-1").replacingOccurrences(of: "OP", with: op)
                    .replacingOccurrences(of: "[7]", with: "[\(minimum)]").replacingOccurrences(of: "= 7", with: "= \(minimum)")
                    .replacingOccurrences(of: "(7,", with: "(\(minimum),")
                #expect(!harness.run(program), "\(tier.name): \(minimum) \(op) -1 succeeded")
                #expect(harness.standardError.contains("error: Fatal error: \(message)\n"), "\(tier.name) \(op): \(harness.standardError)")
            }
        }
    }

    @Test("quotientAndRemainder(dividingBy:) traps as / does")
    func quotientAndRemainder() {
        let harness = SessionHarness(loadSample: false)
        #expect(harness.output(of: "print(7.quotientAndRemainder(dividingBy: 2))") == "(quotient: 3, remainder: 1)\n")
        #expect(!harness.run("let zero = 0\nprint(7.quotientAndRemainder(dividingBy: zero))"))
        #expect(harness.standardError.contains("error: Fatal error: Division by zero\n"))
        #expect(!harness.run("let minusOne = -1\nprint(Int.min.quotientAndRemainder(dividingBy: minusOne))"))
        #expect(harness.standardError.contains("error: Fatal error: Division results in an overflow\n"))
    }
}
