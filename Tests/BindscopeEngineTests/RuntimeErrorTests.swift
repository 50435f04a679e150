@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession
import Testing

@Suite("Run-time errors: typed reasons rendered in one place")
struct RuntimeErrorTests {
    @Test("Each reason renders Swift's trap message")
    func messages() {
        #expect(RuntimeError.indexOutOfRange.message == "Fatal error: Index out of range")
        #expect(RuntimeError.arithmeticOverflow.message == "Swift runtime failure: arithmetic overflow")
        #expect(RuntimeError.remainderOverflow.message == "Fatal error: Division results in an overflow in remainder operation")
        #expect(RuntimeError.failedCast(from: .int, to: .string).message == "Could not cast value of type 'Swift.Int' to 'Swift.String'.")
        #expect(RuntimeError.fatal("Negative count not allowed").message == "Fatal error: Negative count not allowed")
        #expect(RuntimeError.stackOverflow(in: "fib(_:)").message == "stack overflow: too many nested calls of 'fib(_:)'")
    }

    @Test("A broken dependent's reason comes from the reason, not from parsing the message")
    func brokenReasons() {
        #expect(RuntimeError.indexOutOfRange.brokenReason == "index out of range")
        #expect(RuntimeError.unwrappedNil.brokenReason == "unwrapped nil")
        #expect(RuntimeError.divisionByZero.brokenReason == "Division by zero")
        #expect(RuntimeError.fatal("Can't remove last element from an empty collection").brokenReason
            == "Can't remove last element from an empty collection")
        #expect(RuntimeError.arithmeticOverflow.brokenReason == "Swift runtime failure: arithmetic overflow")
    }

    @Test("Assertions render their heading, with the message when one was given")
    func assertions() {
        #expect(RuntimeError(.assertion(heading: "Fatal error", message: "")).message == "Fatal error")
        #expect(RuntimeError(.assertion(heading: "Precondition failed", message: "too small")).message
            == "Precondition failed: too small")
        #expect(RuntimeError(.assertion(heading: "Assertion failed", message: "odd")).brokenReason == "Assertion failed: odd")
    }
}
