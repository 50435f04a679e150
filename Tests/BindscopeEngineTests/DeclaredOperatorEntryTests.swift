@testable import BindscopeSession
import Testing

/// Operators declared at the prompt (issue 32, item 8): a later entry's parse knows them, as
/// Swift's REPL does; `:reset` forgets them. What Swift prints for declared operators is held
/// by the `// main.swift:` differential sessions (1750–1753).
@Suite("Operators declared in one entry, used in the next")
struct DeclaredOperatorEntryTests {
    private func enter(_ text: String, in harness: SessionHarness) -> Bool {
        var options = Session.Options(keepGoing: true)
        options.isInteractive = true
        return harness.session.run(text, fileName: "<input>", options: options)
    }

    @Test("An infix operator and its precedence group, declared in entries before its function and its uses")
    func acrossEntries() {
        let harness = SessionHarness()
        #expect(enter("precedencegroup PowerPrecedence {\n  higherThan: MultiplicationPrecedence\n  associativity: right\n}", in: harness))
        #expect(enter("infix operator **: PowerPrecedence", in: harness))
        #expect(enter("prefix operator !!", in: harness))
        #expect(enter("func **(a: Int, b: Int) -> Int { b == 0 ? 1 : a * (a ** (b - 1)) }", in: harness))
        #expect(enter("prefix func !!(x: Bool) -> Bool { x }", in: harness))
        #expect(enter("print(2 * 3 ** 2 ** 2, !!true)", in: harness))
        #expect(harness.capturedOutput.hasSuffix("162 true\n"))
    }

    @Test(":reset forgets the declared operators")
    func resetForgets() {
        let harness = SessionHarness()
        #expect(enter("infix operator <>", in: harness))
        #expect(enter(":reset", in: harness))
        #expect(!enter("func <>(a: Int, b: Int) -> Int { a }", in: harness))
        #expect(harness.capturedErrors.contains("operator implementation without matching operator declaration"))
    }
}
