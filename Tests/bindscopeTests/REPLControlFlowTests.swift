import Foundation
import Testing

/// Control flow typed at the prompt: an enum with payloads, a `switch` and a `repeat … while`
/// each spread over several lines, read as one entry with continuation prompts.
@Suite("The REPL reads switch and loops over several lines", .serialized)
struct REPLControlFlowTests {
    @Test("A multi-line enum, switch and repeat-while run once complete, and report what they changed")
    func multiLineControlFlow() throws {
        let history = FileManager.default.temporaryDirectory
            .appendingPathComponent("bindscope-control-flow-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: history) }
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": history, "TERM": "xterm"])
        #expect(terminal.waitFor("[1]> "))
        try terminal.type("enum Phase {")
        #expect(terminal.waitFor("...> "))
        try terminal.type("  case idle, running(step: Int)")
        try terminal.type("}")
        try terminal.type("@State var phase = Phase.running(step: 1)")
        #expect(terminal.waitFor("phase: Phase = Phase.running(step: 1)"), "screen:\n\(terminal.screen)")
        try terminal.type("switch phase {")
        try terminal.type("case .idle: print(\"idle\")")
        try terminal.type("case .running(let step): print(\"step\", step)")
        try terminal.type("}")
        #expect(terminal.waitFor("step 1\n"), "screen:\n\(terminal.screen)")
        try terminal.type("var n = 0")
        try terminal.type("repeat {")
        try terminal.type("  n += 1")
        try terminal.type("  phase = .running(step: n * 10)")
        try terminal.type("} while n < 3")
        #expect(terminal.waitFor("phase: Phase.running(step: 1) → Phase.running(step: 30)"), "screen:\n\(terminal.screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }
}
