import Foundation
import Testing

/// The REPL habits of issue 12 in a real terminal (tmux): Tab through subscripts, `:set color`,
/// text wrapped to the terminal's width, Ctrl-R's prompt, a recalled multi-line entry, Ctrl-D
/// on an unfinished entry, an interrupt after partial output. Prompts are matched by their shape (a line ending in `>`), not their text.
@Suite("REPL habits in a terminal", .serialized)
struct REPLHabitsTests {
    private func start(width: Int = 100, environment: [String: String] = [:]) throws -> TmuxTerminal {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-habits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let history = directory.appendingPathComponent("history").path
        let terminal = try TmuxTerminal(
            environment: ["BINDSCOPE_HISTORY": history, "TERM": "xterm"].merging(environment) { $1 }, width: width)
        #expect(terminal.waitForPrompt(), "screen:\n\(terminal.screen)")
        return terminal
    }

    @Test("Tab completes through subscripts, ?. and calls, and lists an element binding's members")
    func tabThroughSubscripts() throws {
        let terminal = try start()
        try terminal.type("@State var todos = sample.todos")
        #expect(terminal.waitFor("todos: [Todo]"))
        try terminal.send("-l", "$todos[0].")
        try terminal.send("Tab")
        #expect(terminal.waitFor("animation  done  estimate  id  note  projectedValue  title"), "screen:\n\(terminal.screen)")
        try terminal.send("C-u")
        try terminal.send("-l", "print(sample.todos[1].no")
        try terminal.send("Tab")
        try terminal.send("-l", ", sample.todos.first?.ti")
        try terminal.send("Tab")
        try terminal.send("-l", " ?? \"\")")
        try terminal.send("Enter")
        #expect(terminal.waitFor(#"print(sample.todos[1].note, sample.todos.first?.title ?? "")"#), "screen:\n\(terminal.screen)")
        #expect(terminal.waitFor("Optional(\"after lunch\") Sketch the model\n"), "screen:\n\(terminal.screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test(":set color on and off at the prompt: reports and the prompt follow it")
    func setColor() throws {
        let terminal = try start(environment: ["NO_COLOR": "1"])
        try terminal.type("@State var x = 1")
        try terminal.type("x = 2")
        #expect(!terminal.screen(showing: "x: 1 → 2", escapes: true).contains("\u{1B}["), "NO_COLOR: no colour yet")
        try terminal.type(":set color on")
        try terminal.type("x = 3")
        #expect(terminal.waitFor("x: 2 → 3"))
        #expect(terminal.screenWithEscapes.contains("\u{1B}[32m3"), "the new value is green")
        #expect(terminal.screenWithEscapes.contains("\u{1B}[34m"), "the prompt is blue")
        try terminal.type(":set color off")
        try terminal.type("x = 4")
        let screen = terminal.screen(showing: "x: 3 → 4", escapes: true)
        #expect(!screen.contains("\u{1B}[32m4"), "screen:\n\(screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("The welcome and :help are wrapped to the terminal's width, at spaces")
    func wrappedToWidth() throws {
        let terminal = try start(width: 50)
        try terminal.type(":help")
        #expect(terminal.waitFor("docs/commands.md"), "screen:\n\(terminal.screen)")
        // The summaries go under their usages at this width.
        let screen = terminal.screen(showing: ":watch NAME = EXPRESSION\n    follow an expression")
        // `capture-pane -J` joins what the terminal wrapped itself: a line longer than the
        // pane means bindscope did not wrap it.
        let long = screen.split(separator: "\n").filter { $0.count > 50 }
        #expect(long.isEmpty, "lines longer than the pane: \(long)")
        #expect(screen.contains("`:help` lists the commands; Ctrl-D quits."))
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("Ctrl-D on an unfinished entry drops it with a message; Ctrl-D on an empty prompt then quits")
    func endOfInputOnContinuation() throws {
        let terminal = try start()
        try terminal.type("struct Dropped {")
        try terminal.send("-l", "  var a: Int")
        try terminal.send("Enter")
        Thread.sleep(forTimeInterval: 0.2)
        try terminal.send("C-d")
        #expect(!terminal.screen(showing: "(entry dropped: Ctrl-D on an unfinished entry").contains("EXIT="), "still running")
        try terminal.type("print(1 + 1)")
        #expect(terminal.waitFor("2\n"), "screen:\n\(terminal.screen)")
        try terminal.type("Dropped(a: 1)")
        #expect(terminal.waitFor("cannot find 'Dropped' in scope"), "screen:\n\(terminal.screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"), "screen:\n\(terminal.screen)")
    }

    @Test("Ctrl-R says it searches, and what; a failed search says so; Enter runs the match; Ctrl-G puts the line back")
    func reverseSearchPrompt() throws {
        let terminal = try start()
        try terminal.type(#"print("found me")"#)
        try terminal.type("let other = 1")
        #expect(terminal.waitFor("other: Int = 1"))
        try terminal.send("C-r")
        try terminal.send("-l", "found")
        #expect(terminal.waitFor(#"(reverse-i-search)`found': print("found me")"#), "screen:\n\(terminal.screen)")
        try terminal.send("-l", "zz")
        #expect(terminal.waitFor(#"(failed reverse-i-search)`foundzz': print("found me")"#), "screen:\n\(terminal.screen)")
        try terminal.send("BSpace", "BSpace", "Enter")
        #expect(terminal.waitFor("found me\n", count: 2), "screen:\n\(terminal.screen)")
        #expect(terminal.waitForPrompt())
        // Ctrl-G gives up: the line typed before the search comes back, to edit on.
        try terminal.send("-l", "print(2")
        try terminal.send("C-r")
        try terminal.send("-l", "other")
        #expect(terminal.waitFor("(reverse-i-search)`other': let other = 1"), "screen:\n\(terminal.screen)")
        try terminal.send("C-g")
        try terminal.send("-l", " + 2)")
        try terminal.send("Enter")
        #expect(!terminal.screen(showing: "4\n").contains("invalid redeclaration"))
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("A multi-line entry recalled with Up shows its continuation prompts, and runs as typed")
    func recalledEntryShowsPrompts() throws {
        let terminal = try start()
        try terminal.type("struct Pair {")
        try terminal.type("  var a: Int")
        try terminal.type("}")
        try terminal.type("print(Pair(a: 7))")
        #expect(terminal.waitFor("Pair(a: 7)\n"), "screen:\n\(terminal.screen)")
        try terminal.send("Up", "Up")
        // Typed, then recalled: the same three lines, each later one after its prompt.
        #expect(terminal.waitForLines(count: 2) { $0.hasPrefix("...") && $0.hasSuffix("   var a: Int") }, "screen:\n\(terminal.screen)")
        try terminal.send("Enter")
        try terminal.type("print(Pair(a: 8))")
        let screen = terminal.screen(showing: "Pair(a: 8)\n")
        #expect(!screen.contains("error"), "screen:\n\(screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("Ctrl-C after partial output: the interrupt message starts on its own line")
    func interruptOnItsOwnLine() throws {
        let terminal = try start()
        try terminal.type(#"for i in 0..<1_000_000_000 { if i % 1000 == 0 { print(".", terminator: "") } }"#)
        // The dots are held in the output buffer until the statement stops.
        Thread.sleep(forTimeInterval: 1)
        try terminal.send("C-c")
        let screen = terminal.screen(showing: "error: interrupted")
        let line = try #require(screen.split(separator: "\n").first { $0.contains("error: interrupted") }, "screen:\n\(screen)")
        #expect(!line.hasPrefix("."), "glued to the dots: \(line)")
        #expect(screen.contains("..."), "screen:\n\(screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }
}

extension TmuxTerminal {
    /// Waits until `count` lines of the screen (leading spaces dropped) pass `test`.
    @discardableResult
    func waitForLines(count: Int, timeout: TimeInterval = 10, _ test: (Substring) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen.split(separator: "\n").filter({ test($0.drop { $0 == " " }) }).count >= count { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Waits until the last line that is not blank is a prompt (`bindscope>` or a numbered
    /// `[12]>`; tmux drops the trailing space).
    @discardableResult
    func waitForPrompt(timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let lastLine = screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } ?? ""
            if lastLine.trimmingCharacters(in: .whitespaces).hasSuffix(">") { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}
