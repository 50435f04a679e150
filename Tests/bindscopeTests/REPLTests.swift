import Foundation
import Testing

/// The REPL in a real terminal (tmux): what a person types, and what they see.
@Suite("The REPL in a terminal", .serialized)
struct REPLTests {
    /// A fresh history file in a fresh directory, so runs never share one.
    private func historyFile() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("state/history").path
    }

    @Test("Prompts are numbered as :history numbers entries; errors and :why name the entry by that number")
    func numberedPrompts() throws {
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
        #expect(terminal.waitFor("[1]> "))
        try terminal.type("@State var xs = [1, 2]")
        #expect(terminal.waitFor("[2]> "))
        try terminal.type(":watch total = xs.reduce(0, +)")
        try terminal.type("struct Box {")
        #expect(terminal.waitFor("[3]> struct Box {\n...> "), "the continuation prompt is as wide as the numbered one")
        try terminal.type("  var x = 1")
        try terminal.type("}")
        #expect(terminal.waitFor("[4]> "))
        try terminal.type("xs[1] = nope")
        #expect(terminal.waitFor("<input:4>:1:9: error: cannot find 'nope' in scope"), "screen:\n\(terminal.screen)")
        try terminal.type("xs[1] = 5")
        try terminal.type(":why total")
        // The entry that failed took no number: the next one has it, as :history counts them.
        #expect(terminal.waitFor("total last changed in <input:4>:1: xs[1] = 5"), "screen:\n\(terminal.screen)")
        #expect(terminal.waitFor("[6]> "))
        // Tab completes a command's argument from the same table: the name, then the flag.
        try terminal.send("-l", ":graph to")
        try terminal.send("Tab")
        try terminal.send("-l", " --sv")
        try terminal.send("Tab")
        #expect(terminal.waitFor("[6]> :graph total --svg"), "screen:\n\(terminal.screen)")
        try terminal.send("C-u")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("With --model, the welcome names the user's model, and its sample is the one bound to")
    func ownModel() throws {
        let models = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Transcripts/Models")
        let files = ["Shop.swift", "ShopSample.swift"].map { models.appendingPathComponent($0).path }
        let terminal = try TmuxTerminal(
            arguments: ["--model"] + files, environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
        #expect(terminal.waitFor("your model is loaded (module Shop"), "screen:\n\(terminal.screen)")
        #expect(terminal.waitFor("[1]> "))
        try terminal.type("@State var cart = sample")
        try terminal.type("cart.owner = \"Bo\"")
        #expect(terminal.waitFor("  cart.owner: \"Ann\" → \"Bo\""), "screen:\n\(terminal.screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("Statements, a struct over several lines, UTF-8 text, an error and more input, Ctrl-C, Ctrl-D")
    func typingASession() throws {
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
        #expect(terminal.waitFor("[1]> "))
        try terminal.type("let x = 1 + 2")
        #expect(terminal.waitFor("x: Int = 3"))
        try terminal.type("struct Point {")
        #expect(terminal.waitFor("...> "))
        try terminal.type("  var x: Int")
        try terminal.type("}")
        try terminal.type("print(Point(x: 4))")
        #expect(terminal.waitFor("Point(x: 4)\n"))
        try terminal.type(#"let greeting = "héllo wörld 👋""#)
        #expect(terminal.waitFor(#"greeting: String = "héllo wörld 👋""#))
        try terminal.type("undefinedName")
        #expect(terminal.waitFor("error: cannot find 'undefinedName' in scope"))
        try terminal.type(#"print("characters:", greeting.count)"#)
        #expect(terminal.waitFor("characters: 13\n"))
        // Ctrl-C drops the line being edited and keeps the REPL.
        try terminal.send("-l", "let dropped = 1")
        try terminal.send("C-c")
        #expect(terminal.waitFor("let dropped = 1^C"))
        try terminal.type(#"print("after the interrupt:", x)"#)
        #expect(!terminal.screen(showing: "after the interrupt: 3\n").contains("dropped: Int"))
        // Ctrl-D on an empty line ends the session with status 0.
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"), "screen:\n\(terminal.screen)")
    }

    @Test("The welcome orients; Ctrl-C stops a long statement, rolls it back and keeps the REPL")
    func interruptingALongStatement() throws {
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
        #expect(terminal.waitFor("`:help` lists the commands"))
        try terminal.type("@State var n = 0")
        #expect(terminal.waitFor("n: Int = 0"))
        try terminal.type("for _ in 0..<1_000_000_000 { n += 1 }")
        Thread.sleep(forTimeInterval: 0.5)
        try terminal.send("C-c")
        #expect(terminal.waitFor("error: interrupted: the statement was stopped and rolled back"), "screen:\n\(terminal.screen)")
        try terminal.type(#"print("n is", n)"#)
        #expect(terminal.waitFor("n is 0\n"), "screen:\n\(terminal.screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("Tab completes members of bindings and values, and lists candidates when ambiguous")
    func tabCompletion() throws {
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
        #expect(terminal.waitFor("[1]> "))
        try terminal.type("@State var person = sample.person")
        try terminal.type("let street = $person.address.street")
        #expect(terminal.waitFor("street: Binding<String>"))
        try terminal.send("-l", "print(street.wrapp")
        try terminal.send("Tab")
        try terminal.send("-l", ")")
        try terminal.send("Enter")
        #expect(terminal.waitFor("print(street.wrappedValue)"), "screen:\n\(terminal.screen)")
        #expect(terminal.waitFor("Playground Street\n"))
        try terminal.send("-l", "let n = person.add")
        try terminal.send("Tab")
        try terminal.send("-l", ".num")
        try terminal.send("Tab", "Enter")
        #expect(terminal.waitFor("n: Int = 13"), "screen:\n\(terminal.screen)")
        try terminal.send("-l", "Role.")
        try terminal.send("Tab")
        #expect(terminal.waitFor("designer  engineer  manager"), "screen:\n\(terminal.screen)")
        try terminal.send("C-u", "C-d")
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test(":reset starts a new session with the sample model; :quit leaves with status 0")
    func resetAndQuit() throws {
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
        #expect(terminal.waitFor("[1]> "))
        try terminal.type("let temporary = 1")
        #expect(terminal.waitFor("temporary: Int = 1"))
        try terminal.type(":reset")
        #expect(terminal.waitFor("A new session"))
        try terminal.type("temporary")
        #expect(terminal.waitFor("cannot find 'temporary' in scope"))
        try terminal.type("print(sample.person.name)")
        #expect(terminal.waitFor("Olivier\n"))
        // `sample` belongs to the module SampleModel, not to the session.
        try terminal.type(":states")
        #expect(terminal.waitFor("no names declared yet"), "screen:\n\(terminal.screen)")
        try terminal.type(":quit")
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("A later entry redeclares a variable and a type; what captured the old ones keeps them; $R0 is a name")
    func redeclarationAndResults() throws {
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
        #expect(terminal.waitFor("[1]> "))
        try terminal.type("var x = 1")
        #expect(terminal.waitFor("x: Int = 1"))
        try terminal.type("let show = { x }")
        #expect(terminal.waitFor("show: () -> Int"))
        try terminal.type(#"var x = "two""#)
        #expect(terminal.waitFor(#"x: String = "two""#), "screen:\n\(terminal.screen)")
        try terminal.type(#"print("captured", show(), "live", x)"#)
        #expect(terminal.waitFor("captured 1 live two\n"), "screen:\n\(terminal.screen)")
        try terminal.type(":states")
        #expect(terminal.waitFor(#"x     var  String = "two""#), "screen:\n\(terminal.screen)")
        // A type: values of the old one keep it.
        try terminal.type("struct Point { var x: Int }")
        try terminal.type("let p = Point(x: 1)")
        #expect(terminal.waitFor("p: Point = Point(x: 1)"))
        try terminal.type("struct Point {")
        try terminal.type("  var y: Int")
        try terminal.type("}")
        try terminal.type("print(p, Point(y: 2))")
        #expect(terminal.waitFor("Point(x: 1) Point(y: 2)\n"), "screen:\n\(terminal.screen)")
        // Echoed results are constants.
        try terminal.type("6 * 7")
        #expect(terminal.waitFor("$R0: Int = 42"))
        try terminal.type("$R0 + 1")
        #expect(terminal.waitFor("$R1: Int = 43"), "screen:\n\(terminal.screen)")
        try terminal.type("print($R0, $R1)")
        let screen = terminal.screen(showing: "42 43\n")
        #expect(!screen.contains("error"), "screen:\n\(screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("An entry that fails inside braces is read to its closing brace, reported once, and runs nothing")
    func brokenBody() throws {
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
        #expect(terminal.waitFor("[1]> "))
        try terminal.type("struct Model {")
        try terminal.type("  actor Inner { }")
        #expect(terminal.waitFor("...> ", count: 2), "screen:\n\(terminal.screen)")
        try terminal.type("  var stray = 1")
        try terminal.type("}")
        #expect(terminal.waitFor("error: actors are not supported in a session"), "screen:\n\(terminal.screen)")
        try terminal.type("print(stray)")
        let screen = terminal.screen(showing: "error: cannot find 'stray' in scope")
        #expect(!screen.contains("stray: Int"))
        #expect(screen.components(separatedBy: "not supported").count == 2)
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("Colour on a terminal; none at all with NO_COLOR")
    func colour() throws {
        // NO_COLOR may be set where the tests run: empty, it asks for nothing.
        let coloured = try TmuxTerminal(
            environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm", "NO_COLOR": ""])
        #expect(coloured.waitFor("[1]> "))
        try coloured.type("@State var x = 1")
        try coloured.type("x = 2")
        #expect(coloured.waitFor("x: 1 → 2"))
        #expect(coloured.screenWithEscapes.contains("\u{1B}[32m2"), "the new value is green")
        // tmux writes bold and blue as two escapes.
        #expect(coloured.screenWithEscapes.contains("\u{1B}[34m[1]>"), "the prompt is blue")

        let plain = try TmuxTerminal(
            environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm", "NO_COLOR": "1"])
        #expect(plain.waitFor("[1]> "))
        try plain.type("@State var x = 1")
        try plain.type("x = 2")
        try plain.type("nope")
        let screen = plain.screen(showing: "error: cannot find 'nope' in scope", escapes: true)
        #expect(!screen.contains("\u{1B}["), "screen:\n\(screen)")
        try plain.sendEndOfInput()
        #expect(plain.waitFor("EXIT=0"))
    }

    @Test("Ctrl-R searches the history; an empty line abandons an unfinished statement")
    func searchAndAbandon() throws {
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
        #expect(terminal.waitFor("[1]> "))
        try terminal.type(#"print("found me")"#)
        try terminal.type("let other = 1")
        #expect(terminal.waitFor("other: Int = 1"))
        try terminal.send("C-r")
        try terminal.send("-l", "found")
        try terminal.send("Enter")
        #expect(terminal.waitFor("found me\n", count: 2), "screen:\n\(terminal.screen)")
        try terminal.type("let unfinished = [1,")
        #expect(terminal.waitFor("...> "))
        try terminal.type("")
        try terminal.type(#"print("abandoned:", 1)"#)
        #expect(!terminal.screen(showing: "abandoned: 1\n").contains("unfinished: [Int]"))
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("The cursor moves over wide characters one character at a time")
    func wideCharacters() throws {
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
        #expect(terminal.waitFor("[1]> "))
        try terminal.send("-l", #"print("👋é")"#)
        try terminal.send("Left", "Left", "Left")
        try terminal.send("-l", "x")
        try terminal.send("Enter")
        #expect(terminal.waitFor("👋xé\n"), "screen:\n\(terminal.screen)")
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test("SIGTERM while a line is edited leaves the terminal as it was")
    func terminalRestoredOnSIGTERM() throws {
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": try historyFile(), "TERM": "xterm"])
        #expect(terminal.waitFor("[1]> "))
        try terminal.send("-l", "let half")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(terminal.terminalSettings.contains("-icanon"), "editing runs in raw mode")
        try terminal.signalProgram("TERM")
        #expect(terminal.waitFor("EXIT="))
        let settings = terminal.terminalSettings
        #expect(settings.isSuperset(of: ["icanon", "echo"]), "settings: \(settings.sorted())")
    }

    @Test("History is kept across runs, owner-only, a multi-line entry recalled as one")
    func historyAcrossRuns() throws {
        let history = try historyFile()
        do {
            let first = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": history, "TERM": "xterm"])
            #expect(first.waitFor("[1]> "))
            try first.type("struct Pair {")
            try first.type("  var a: Int")
            try first.type("}")
            try first.type("let remembered = 42")
            #expect(first.waitFor("remembered: Int = 42"))
            try first.sendEndOfInput()
            #expect(first.waitFor("EXIT=0"))
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: history)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        let second = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": history, "TERM": "xterm"])
        #expect(second.waitFor("[1]> "))
        try second.send("Up", "Up", "Enter")
        // The struct comes back whole, as one entry, and is declared again in this session.
        try second.type("print(Pair(a: 7))")
        #expect(second.waitFor("Pair(a: 7)\n"), "screen:\n\(second.screen)")
        // Newest first: the print, the struct entered again, then the first run's last line.
        try second.send("Up", "Up", "Up", "Enter")
        #expect(second.waitFor("remembered: Int = 42"), "screen:\n\(second.screen)")
        try second.sendEndOfInput()
        #expect(second.waitFor("EXIT=0"))
    }

    @Test("A corrupt history file is a warning, never a failure")
    func corruptHistory() throws {
        let history = try historyFile()
        try FileManager.default.createDirectory(
            atPath: (history as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data([0xFF, 0x00, 0x13, 0x37]).write(to: URL(fileURLWithPath: history))
        let terminal = try TmuxTerminal(environment: ["BINDSCOPE_HISTORY": history, "TERM": "xterm"])
        #expect(terminal.waitFor("warning: could not read the history file"))
        try terminal.type("let ok = true")
        #expect(terminal.waitFor("ok: Bool = true"))
        try terminal.sendEndOfInput()
        #expect(terminal.waitFor("EXIT=0"))
    }
}
