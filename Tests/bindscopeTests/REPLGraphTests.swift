import Foundation
import Testing

/// `:graph` at the prompt, in a real terminal (tmux): Tab completes it, it draws in colour,
/// and it writes files from the prompt, also after `:reset` (a new session gets the files too).
@Suite("`:graph` in the REPL", .serialized)
struct REPLGraphTests {
    @Test("Tab completes :graph; the tree's branches are dimmed; --dot writes a file, before and after :reset")
    func graphAtThePrompt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-repl-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let terminal = try TmuxTerminal(
            environment: ["BINDSCOPE_HISTORY": directory.appendingPathComponent("history").path, "TERM": "xterm", "NO_COLOR": ""])
        #expect(terminal.waitFor("[1]> "))
        try terminal.type("@State var count = 1")
        try terminal.type(":watch double = count * 2")
        #expect(terminal.waitFor("double: Int = 2"))
        try terminal.send("-l", ":gr")
        try terminal.send("Tab", "Enter")
        #expect(terminal.waitFor("└── double (watch) reads count"), "screen:\n\(terminal.screen)")
        // The branches are dimmed (the transcript graph-colour pins every escape).
        #expect(terminal.screenWithEscapes.contains("\u{1B}[2m└── "), "screen:\n\(terminal.screenWithEscapes)")
        let before = directory.appendingPathComponent("before.dot").path
        try terminal.type(":graph --dot \(before)")
        #expect(terminal.waitFor("wrote 2 nodes and 1 edge to '\(before)' (Graphviz)"), "screen:\n\(terminal.screen)")
        #expect(try String(contentsOfFile: before, encoding: .utf8).contains("n0 -> n1;"))
        try terminal.type(":reset")
        #expect(terminal.waitFor("A new session"))
        try terminal.type("@State var flag = true")
        let after = directory.appendingPathComponent("after.dot").path
        try terminal.type(":graph --dot \(after)")
        #expect(terminal.waitFor("wrote 1 node and 0 edges to '\(after)' (Graphviz)"), "screen:\n\(terminal.screen)")
        #expect(try String(contentsOfFile: after, encoding: .utf8).contains("flag: Bool"))
        try terminal.type(":quit")
        #expect(terminal.waitFor("EXIT=0"))
    }
}
