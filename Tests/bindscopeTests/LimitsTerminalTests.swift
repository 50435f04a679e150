import Foundation
import Testing

/// Issue 14's limits at a real terminal (tmux): Ctrl-C stops a statement that runs forever
/// and rolls it back, and a statement that would grow past the memory limit fails; the REPL
/// goes on after both. A script run is stopped by SIGINT.
@Suite("Limits in a terminal", .serialized)
struct LimitsTerminalTests {
    private func start(arguments: [String] = []) throws -> TmuxTerminal {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let terminal = try TmuxTerminal(
            arguments: arguments,
            environment: ["BINDSCOPE_HISTORY": directory.appendingPathComponent("history").path, "TERM": "xterm"])
        #expect(terminal.waitForPrompt(), "screen:\n\(terminal.screen)")
        return terminal
    }

    @Test("Ctrl-C stops `while true {}` and a loop that writes, each rolled back; the REPL goes on")
    func interruptEndlessLoops() throws {
        let terminal = try start()
        try terminal.type("while true {}")
        Thread.sleep(forTimeInterval: 0.5)
        try terminal.send("C-c")
        #expect(terminal.waitFor("error: interrupted: the statement was stopped and rolled back"), "screen:\n\(terminal.screen)")
        #expect(terminal.waitForPrompt(), "screen:\n\(terminal.screen)")
        try terminal.type("@State var n = 0")
        #expect(terminal.waitFor("n: Int = 0"), "screen:\n\(terminal.screen)")
        try terminal.type("repeat { n += 1 } while n > 0")
        Thread.sleep(forTimeInterval: 0.5)
        try terminal.send("C-c")
        #expect(terminal.waitFor("error: interrupted", count: 2), "screen:\n\(terminal.screen)")
        try terminal.type(#"print("n is", n)"#)
        #expect(terminal.waitFor("n is 0\n"), "screen:\n\(terminal.screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("A string doubled past the memory limit fails and is rolled back; the REPL goes on")
    func memoryLimitAtThePrompt() throws {
        let terminal = try start(arguments: ["--memory-limit", "64M"])
        try terminal.type(#"var s = "ab""#)
        try terminal.type("for _ in 0..<40 { s += s }")
        #expect(terminal.waitFor("error: out of memory: a string would need 128 MiB, more than the limit of 64 MiB"), "screen:\n\(terminal.screen)")
        try terminal.type("let big = Array(repeating: 1, count: 1 << 40)")
        #expect(terminal.waitFor("error: out of memory: an array of 1099511627776 elements"), "screen:\n\(terminal.screen)")
        try terminal.type(#"print("count", s.count)"#)
        #expect(terminal.waitFor("count 2\n"), "screen:\n\(terminal.screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }
}

@Suite("Limits of a script run")
struct ScriptLimitTests {
    @Test("SIGINT (Ctrl-C) stops a script that runs forever")
    func interruptStopsAScript() throws {
        let directory = FileManager.default.temporaryDirectory
        let file = directory.appendingPathComponent("bindscope-forever-\(UUID().uuidString).swift")
        try "print(\"started\")\nwhile true {}\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = BindscopeProcess.executable
        process.arguments = ["--quiet", file.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 1.5)
        #expect(process.isRunning, "the script should still be running")
        process.interrupt()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGINT)
    }
}
