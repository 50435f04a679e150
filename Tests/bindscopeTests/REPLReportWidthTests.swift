import Foundation
import Testing

/// Report lines at the prompt are cut to the terminal's own width (the tmux pane is 100
/// columns), never wrapped.
@Suite("Reports at the prompt fit the terminal", .serialized)
struct REPLReportWidthTests {
    @Test("A report line is cut to the pane's 100 columns; a path report names the part")
    func reportsFitThePane() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-width-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // An empty COLUMNS is ignored: the width comes from the terminal.
        let terminal = try TmuxTerminal(environment: [
            "BINDSCOPE_HISTORY": directory.appendingPathComponent("history").path, "TERM": "xterm", "COLUMNS": "",
        ])
        #expect(terminal.waitFor("[1]> "))
        try terminal.type("@State var s = sample")
        #expect(terminal.waitFor("s: Sample = "))
        try terminal.type("s.todos[1].done = true")
        #expect(terminal.waitFor("  s.todos[1].done: false → true\n"))
        try terminal.type(":set report value")
        try terminal.type("s.progress = 0.5")
        #expect(terminal.waitFor("0.5, isOnline"))
        // `capture-pane -J` joins wrapped lines: a wrapped report would be one longer line.
        let report = terminal.screen.split(separator: "\n").first { $0.hasPrefix("  s: ") }
        #expect(report?.count == 100, "the report line: \(report ?? "none")")
        #expect(report?.contains("…") == true)
        try terminal.sendEndOfInput()
    }
}
