import Foundation

/// Runs work on a thread with a 512 MB stack and waits for it. The session's recursion depth
/// is bounded (nesting limits in the parser, a call-depth limit in the interpreter), and
/// this stack leaves a wide margin above those bounds.
enum LargeStackThread {
    private final class Outcome: @unchecked Sendable {
        var result: Result<Void, Error> = .success(())
    }

    static func run(_ work: @escaping () throws -> Void) throws {
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let body = work
        let thread = Thread {
            outcome.result = Result { try body() }
            finished.signal()
        }
        thread.stackSize = 1 << 29
        thread.start()
        finished.wait()
        try outcome.result.get()
    }
}
