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

    @Test("At 80 columns no echoed line is wider than the pane: wide values are laid out over lines")
    func echoesFitThePane() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-width-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let terminal = try TmuxTerminal(
            environment: ["BINDSCOPE_HISTORY": directory.appendingPathComponent("history").path, "TERM": "xterm", "COLUMNS": ""],
            width: 80)
        #expect(terminal.waitFor("[1]> "))
        try terminal.type("@State var s = sample")
        try terminal.type("let second = $s.todos[1]")
        try terminal.type(":states")
        // `capture-pane -J` joins wrapped lines: a line the terminal wrapped is one longer line.
        let screen = terminal.screen(showing: "second  let")
        #expect(screen.contains("s: Sample = Sample(\n"), "the echo is laid out: \(screen)")
        #expect(screen.contains("second: Binding<Todo> = Binding<Todo>(\n"))
        let wide = screen.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "lines wider than 80 columns: \(wide)")
        try terminal.sendEndOfInput()
    }
}
