@testable import BindscopeSession
import Testing

/// A session's top-level variables and functions are globals to its types (issue 32, item 1):
/// methods, initializers, stored property defaults and wrapper arguments use them, at the
/// prompt and in files. What Swift prints for them is held by the `// main.swift:`
/// differential sessions (1544–1546); these tests hold what only a session shows: reports,
/// rollback, the prompt's redeclarations, errors.
@Suite("Top-level names are globals to the session's types")
struct SessionGlobalsTests {
    /// One entry typed at the prompt.
    private func enter(_ text: String, in harness: SessionHarness) -> Bool {
        var options = Session.Options(keepGoing: true)
        options.isInteractive = true
        return harness.session.run(text, fileName: "<input>", options: options)
    }

    /// `source` run as bindscope runs a file: its file-scope types declared first.
    private func runFile(_ source: String, in harness: SessionHarness) -> Bool {
        var options = Session.Options(quiet: true)
        options.hoistsTypeDeclarations = true
        return harness.session.run(source, fileName: "test.swift", options: options)
    }

    private func reported(_ harness: SessionHarness) -> [String] {
        harness.session.lastReport?.entries.filter(\.changed).map { "\($0.name): \($0.before) → \($0.after)" } ?? []
    }

    @Test("A method's write to a State global is reported, and a watch calling a method that reads it depends on it")
    func writesAndReadsThroughMethods() {
        let harness = SessionHarness()
        #expect(enter("@State var count = 0", in: harness))
        #expect(enter("struct Counter { func bump() { count += 1 }; func doubled() -> Int { count * 2 } }", in: harness))
        #expect(enter("let counter = Counter()", in: harness))
        #expect(enter(":watch twice = counter.doubled()", in: harness))
        #expect(enter("counter.bump()", in: harness))
        #expect(reported(harness) == ["count: 0 → 1", "twice: 0 → 2"])
    }

    @Test("A method that traps after writing a global leaves it as it was")
    func trapRollsBackGlobalWrites() {
        let harness = SessionHarness()
        #expect(harness.run("var total = 10"))
        #expect(harness.run("struct Spender { func spend(_ amount: Int) { total -= amount; _ = [1][amount] } }"))
        #expect(!harness.run("Spender().spend(3)"))
        #expect(harness.standardError.contains("Fatal error: Index out of range"))
        #expect(harness.output(of: "print(total)") == "10\n")
    }

    @Test("At the prompt a redeclared variable shadows for later entries; a type declared before keeps the one it saw")
    func redeclarationAtThePrompt() {
        let harness = SessionHarness()
        #expect(enter("var label = \"old\"", in: harness))
        #expect(enter("struct Shows { func show() -> String { label } }", in: harness))
        #expect(enter("var label = 42", in: harness))
        #expect(enter("struct ShowsNew { func show() -> Int { label + 1 } }", in: harness))
        #expect(harness.output(of: "print(Shows().show(), ShowsNew().show())") == "old 43\n")
    }

    @Test("A member, or a method's local, comes before a global of the same name")
    func membersBeforeGlobals() {
        let harness = SessionHarness()
        #expect(harness.run("var name = \"global\"\nstruct P { var name = \"member\"; func show() -> String { name } }"))
        #expect(harness.output(of: "print(P().show(), name)") == "member global\n")
        #expect(!harness.run("struct Q { var name = \"q\"; static func show() -> String { name } }"))
        #expect(harness.standardError.contains("error: instance member 'name' cannot be used on type 'Q'"))
    }

    @Test("A type in a file uses the globals declared above it, though file-scope types are declared first")
    func fileTypesSeeGlobalsAbove() {
        let harness = SessionHarness()
        let source = """
            var greeting = "hi"
            struct Greeter { var text = greeting + "!"; func greet() -> String { text + " " + greeting } }
            greeting = "hello"
            print(Greeter().greet())
            """
        #expect(harness.output(of: source) == "hello! hello\n")
    }

    @Test("A global not declared anywhere is still an unknown name, with a suggestion")
    func unknownGlobal() {
        let harness = SessionHarness()
        #expect(harness.run("var counter = 0"))
        #expect(!harness.run("struct S { func f() -> Int { countr } }"))
        #expect(harness.standardError.contains("error: cannot find 'countr' in scope; did you mean 'counter'?"))
    }

    @Test("In a file, a type or function waits for a global declared below it; a real error still stops the run where it is")
    func fileGlobalsBelow() {
        let harness = SessionHarness()
        let below = """
            struct Box { func show() -> Int { stored + 1 } }
            func twice() -> Int { stored * 2 }
            var stored = 20
            print(Box().show(), twice())
            """
        #expect(runFile(below, in: harness))
        #expect(harness.capturedOutput == "21 40\n")
        let broken = SessionHarness()
        #expect(!runFile("struct Broken { func f() -> Int { nowhere } }\nvar other = 1\nprint(other)", in: broken))
        #expect(broken.capturedErrors.contains("test.swift:1:35: error: cannot find 'nowhere' in scope"))
        #expect(broken.capturedOutput == "")
        // Waiting for a global whose declaration then fails for want of it: the type's error
        // comes first, where Swift reports it.
        let never = SessionHarness()
        #expect(!runFile("struct Waits { func f() -> Int { later } }\nlet later = Waits().f()", in: never))
        #expect(never.capturedErrors.hasPrefix("test.swift:1:34: error: cannot find 'later' in scope"))
    }

    @Test("A superclass that failed is reported where it stands, and a subclass's use of it is a run-time error, never a crash")
    func failedSuperclassInAFile() {
        let harness = SessionHarness()
        var options = Session.Options(quiet: true, keepGoing: true)
        options.hoistsTypeDeclarations = true
        let source = """
            class Base { required init() {}; func make() -> Int { helper() } }
            class Derived: Base { }
            print(Derived().make())
            """
        #expect(!harness.session.run(source, fileName: "test.swift", options: options))
        #expect(harness.capturedErrors.contains("test.swift:1:55: error: cannot find 'helper' in scope"))
        #expect(harness.capturedErrors.contains("error: Fatal error: method 'make' cannot run: its declaration failed"))
    }
}

