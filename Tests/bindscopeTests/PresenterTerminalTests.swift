import Foundation
import Testing

/// `bindscope --step` in a real terminal (tmux): keys act when pressed, without Enter or echo;
/// live mode is the line editor; the terminal is left as it was found.
@Suite("Presenting with --step in a terminal", .serialized)
struct PresenterTerminalTests {
    private func historyFile() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-step-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("history").path
    }

    private func presenter(_ file: String) throws -> TmuxTerminal {
        let path = DifferentialSessionTests.packageRoot.appendingPathComponent(file).path
        return try TmuxTerminal(arguments: ["--step", path], environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
    }

    @Test("Space and Enter step, a stray key does nothing, l goes live in the line editor, :resume and q")
    func keys() throws {
        let terminal = try presenter(PresenterTests.script)
        #expect(terminal.waitFor("[1]> @State var count = 1"))
        #expect(terminal.terminalSettings.contains("-icanon"), "waiting for a key, not for a line")
        try terminal.send("Space")
        #expect(terminal.waitFor("count: Int = 1"))
        try terminal.send("x")
        Thread.sleep(forTimeInterval: 0.3)
        let screen = terminal.screen(showing: "count: Int = 1")
        #expect(!screen.contains("b: Binding<Int>"), "a stray key runs nothing")
        #expect(!screen.contains("x\n"), "nor is it echoed")
        try terminal.send("Enter")
        #expect(terminal.waitFor("b: Binding<Int> = Binding<Int>(wrappedValue: 1)"))
        try terminal.send("l")
        #expect(terminal.waitFor("(live: type Swift or commands"))
        #expect(terminal.waitFor("[3]> "))
        try terminal.type("b.wrappedValue = 5")
        #expect(terminal.waitFor("count: 1 → 5"))
        // The line editor's keys work live: recall the entry with Up and run it again.
        try terminal.send("Up")
        try terminal.send("BSpace", "7", "Enter")
        #expect(terminal.waitFor("count: 5 → 7"), "screen:\n\(terminal.screen)")
        try terminal.type(":resume")
        #expect(terminal.waitFor("(back to "))
        #expect(terminal.waitFor("[5]> b.wrappedValue += 1"))
        try terminal.send("Enter")
        #expect(terminal.waitFor("count: 7 → 8"))
        try terminal.send("q")
        #expect(terminal.waitFor("EXIT=0"))
        #expect(terminal.terminalSettings.isSuperset(of: ["icanon", "echo"]), "the terminal is as it was")
    }

    @Test("Projector-ready at 80 and 100 columns: narration not faint, the pause line gone after its key, only q quits at the end",
          arguments: [80, 100])
    func projector(width: Int) throws {
        let path = DifferentialSessionTests.packageRoot.appendingPathComponent(PresenterTests.script).path
        let terminal = try TmuxTerminal(
            arguments: ["--step", "--color", "always", path],
            environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"], width: width)
        #expect(terminal.waitFor("[1]> @State var count = 1"))
        let narration = terminal.screenWithEscapes.split(separator: "\n").first { $0.contains("// A State holds a value.") } ?? ""
        #expect(narration.contains("\u{1B}[35m") && !narration.contains("\u{1B}[2m"), "narration in colour, not faint (SGR 2): \(narration)")
        for _ in 0..<3 { try terminal.send("Enter") }
        #expect(terminal.waitFor("(pause: press a key)"), "screen:\n\(terminal.screen)")
        try terminal.send("Space")
        #expect(terminal.waitFor("[4]> b.wrappedValue = \"x\""), "screen:\n\(terminal.screen)")
        #expect(!terminal.screen.contains("(pause: press a key)"), "the pause line is cleared once its key is pressed")
        for _ in 0..<3 { try terminal.send("Enter") }
        #expect(terminal.waitFor("(end of "), "screen:\n\(terminal.screen)")
        // A nervous Enter or another key at the end keeps the state; q quits.
        try terminal.send("Enter")
        try terminal.send("x")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!terminal.screen.contains("EXIT="), "only q quits at the end")
        try terminal.send("q")
        #expect(terminal.waitFor("EXIT=0"), "screen:\n\(terminal.screen)")
        // No line of the presentation is wider than the terminal.
        for line in terminal.screen.split(separator: "\n") {
            #expect(line.count <= width, "line wider than \(width): \(line)")
        }
    }

    @Test("A lesson made for --echo presents at 80 columns with no line wider than the projector")
    func lessonAtEightyColumns() throws {
        let path = DifferentialSessionTests.packageRoot.appendingPathComponent("Tests/Lessons/echo-lesson.swift").path
        let terminal = try TmuxTerminal(
            arguments: ["--step", path], environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"], width: 80)
        #expect(terminal.waitFor("[1]> @State var todos = sample.todos"))
        var seen: [String] = []
        for _ in 0..<30 {
            if terminal.screen.contains("(end of ") { break }
            try terminal.send("Enter")
            Thread.sleep(forTimeInterval: 0.15)
            // The screen scrolls: keep every line it showed.
            for line in terminal.screen.split(separator: "\n").map(String.init) where !seen.contains(line) { seen.append(line) }
        }
        #expect(terminal.waitFor("(end of "), "screen:\n\(terminal.screen)")
        for line in seen + terminal.screen.split(separator: "\n").map(String.init) {
            #expect(line.count <= 80, "wider than the projector: \(line)")
        }
        #expect(seen.contains { $0.contains("open last changed in <input:5>:1") })
        try terminal.send("q")
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("The README's lesson steps through to its end in a terminal, errors and all")
    func lesson() throws {
        let terminal = try presenter(LessonCheckTests.lesson)
        #expect(terminal.waitFor("[1]> @State var person = sample.person"))
        // Entry 10 fails, so the entry after it is shown as 10 again (as :history numbers it).
        for entry in Array(1...10) + [10, 11] {
            #expect(terminal.waitFor("[\(entry)]> "), "entry \(entry), screen:\n\(terminal.screen)")
            try terminal.send("Enter")
        }
        #expect(terminal.waitFor("(end of "), "screen:\n\(terminal.screen)")
        let screen = terminal.screen
        #expect(screen.contains("  street: \"Playground Street\" → \"Main Street\""))
        #expect(screen.contains("open last changed in <input:8>:1: second.done.wrappedValue = true"))
        #expect(screen.contains("<input:10>:1:1: error: cannot assign to value: 'street' is a 'let' constant"))
        #expect(screen.contains("<input:11>:1:1: error: Fatal error: Index out of range"))
        try terminal.send("q")
        #expect(terminal.waitFor("EXIT=0"))
    }
}
