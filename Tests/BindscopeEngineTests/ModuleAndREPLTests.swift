@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession
import Testing

/// The sample model as a module below the session, and the REPL's redeclarations and `$R0`.
@Suite("The sample model as a module; REPL redeclaration")
struct ModuleAndREPLTests {
    /// One entry typed at the prompt, echoed as the REPL echoes it.
    private func enter(_ text: String, in harness: SessionHarness) -> Bool {
        var options = Session.Options(keepGoing: true)
        options.isInteractive = true
        return harness.session.run(text, fileName: "<input>", options: options)
    }

    /// The last report's entries, `name: before → after`.
    private func reported(_ harness: SessionHarness) -> [String] {
        harness.session.lastReport?.entries.map { "\($0.name): \($0.before) → \($0.after)" } ?? []
    }

    @Test("A session's struct shadows the sample's; SampleModel.Person still names the sample's")
    func shadowing() {
        let harness = SessionHarness()
        #expect(harness.run("struct Person { var nickname: String }\nlet p = Person(nickname: \"Ada\")"))
        #expect(harness.output(of: "print(p, sample.person.name)") == "Person(nickname: \"Ada\") Olivier\n")
        #expect(harness.output(of: "let q: SampleModel.Person = sample.person\nprint(q.address.number)") == "13\n")
        #expect(!harness.run("let r: SampleModel.Nope = 1"))
        #expect(harness.standardError.contains("error: no type named 'Nope' in module 'SampleModel'"))
        #expect(harness.output(of: "let n: Swift.Int = 2\nlet b: SwiftUI.Binding<Int> = .constant(n)\nprint(b.wrappedValue)") == "2\n")
        #expect(!harness.run("let k: Person.Kind = 1"))
        #expect(harness.standardError.contains("test.swift:1:8: error: 'Kind' is not a member type of struct 'Person'"))
        #expect(!harness.run("extension KeyPath { }"))
        #expect(harness.standardError.contains("error: extensions of built-in types ('KeyPath') are not supported in a session"))
        #expect(!harness.run("print(SampleModel.nope)"))
        #expect(harness.standardError.contains("error: module 'SampleModel' has no member named 'nope'"))
    }

    @Test("In a script a redeclaration in one scope stays an error, whatever the entry")
    func scriptRedeclaration() {
        let harness = SessionHarness()
        #expect(harness.run("let x = 1"))
        #expect(!harness.run("let x = 2"))
        #expect(harness.standardError.contains("error: invalid redeclaration of 'x'"))
        #expect(harness.run("struct Point { var x: Int }"))
        #expect(!harness.run("struct Point { var y: Int }"))
        #expect(harness.standardError.contains("error: invalid redeclaration of 'Point'"))
    }

    @Test("At the prompt a later entry shadows a variable; a closure that captured the old one keeps it")
    func replRedeclaresVariable() {
        let harness = SessionHarness()
        #expect(enter("var x = 1", in: harness))
        #expect(enter("let show = { x }", in: harness))
        #expect(enter("var x = \"two\"", in: harness))
        #expect(enter("print(show(), x)", in: harness))
        #expect(harness.capturedOutput.hasSuffix("1 two\n"))
        // The live one is what :states lists.
        let before = harness.capturedOutput.count
        #expect(enter(":states", in: harness))
        let states = harness.capturedOutput.dropFirst(before)
        #expect(states.contains("x     var  String = \"two\""))
        #expect(!states.contains("Int = 1\n"))
    }

    @Test("At the prompt a type can be redeclared; values of the old type keep it")
    func replRedeclaresType() {
        let harness = SessionHarness()
        #expect(enter("struct Point { var x: Int }\nlet p = Point(x: 1)", in: harness))
        #expect(enter("struct Point { var y: Int; var z: Int }", in: harness))
        #expect(enter("print(p, Point(y: 2, z: 3))", in: harness))
        #expect(harness.capturedOutput.hasSuffix("Point(x: 1) Point(y: 2, z: 3)\n"))
    }

    @Test("At the prompt a later entry redeclares a function; a closure that captured the old one keeps it")
    func replRedeclaresFunction() {
        let harness = SessionHarness()
        #expect(enter("func greet() -> String { \"hello\" }\nlet old = greet", in: harness))
        #expect(enter("func greet() -> String { \"bonjour\" }", in: harness))
        #expect(enter("print(old(), greet())", in: harness))
        #expect(harness.capturedOutput.hasSuffix("hello bonjour\n"))
        #expect(!enter("func twice() { }\nfunc twice() { }", in: harness))
        #expect(harness.capturedErrors.contains("invalid redeclaration of 'twice()'"))
        let script = SessionHarness()
        #expect(script.run("func f() { }"))
        #expect(!script.run("func f() { }"))
        #expect(script.standardError.contains("invalid redeclaration of 'f()'"))
    }

    @Test("At the prompt a generic function declared again replaces the one with its signature; in a file it is an error")
    func replRedeclaresGenericFunction() {
        let harness = SessionHarness()
        #expect(enter("func wrap<T>(_ x: T) -> String { \"old \\(x)\" }", in: harness))
        #expect(enter("func wrap<T>(_ y: T) -> String { \"new \\(y)\" }", in: harness))
        #expect(enter("func wrap<T>(_ x: T, _ y: T) -> String { \"pair\" }", in: harness))
        #expect(enter("print(wrap(1), wrap(1, 2))", in: harness))
        #expect(harness.capturedOutput.hasSuffix("new 1 pair\n"))
        // Found by fuzzing: kept twice, a self-nesting one was tried twice at each of its 24
        // levels (2^24 checks, a hang). Now the nesting limit answers at once.
        #expect(enter("func grow<T>(_ x: T) -> Int { grow([x]) }", in: harness))
        #expect(enter("func grow<T>(_ x: T) -> Int { grow([x]) }", in: harness))
        #expect(!enter("print(grow(1))", in: harness))
        #expect(harness.capturedErrors.contains("'grow' is used with type arguments nested more than 24 deep"))
        let script = SessionHarness()
        #expect(!script.run("func grow<T>(_ x: T) -> Int { 1 }\nfunc grow<T>(_ x: T) -> Int { 2 }"))
        #expect(script.standardError.contains("test.swift:2:6: error: invalid redeclaration of 'grow(_:)'"))
    }

    @Test("A watch's name redeclared at the prompt: the watch is gone, the live variable stays")
    func replRedeclaresWatch() {
        let harness = SessionHarness()
        #expect(enter("@State var n = 1\n:watch w = n + 1", in: harness))
        #expect(enter("var w = \"live\"", in: harness))
        #expect(enter("n = 2", in: harness))
        #expect(harness.session.lastReport?.entries.map(\.name) == ["n"])
        #expect(!enter(":unwatch w", in: harness))
        #expect(harness.capturedErrors.contains("<input>:1:10: error: no watch named 'w'"))
        #expect(enter("print(w)", in: harness))
        #expect(harness.capturedOutput.hasSuffix("live\n"))
    }

    @Test("A watch declared again at the prompt replaces the old one; one that another watch reads still updates it")
    func replRedeclaresWatchByWatch() {
        let harness = SessionHarness()
        #expect(enter("@State var n = 1\n:watch w = n + 1", in: harness))
        #expect(enter(":watch w = n * 10", in: harness))
        #expect(enter("n = 2", in: harness))
        #expect(reported(harness) == ["n: 1 → 2", "w: 10 → 20"])
        #expect(enter(":watch twice = w * 2", in: harness))
        #expect(enter(":watch w = n - 1", in: harness))
        #expect(enter("n = 3", in: harness))
        #expect(reported(harness) == ["n: 2 → 3", "twice: 40 → 60", "w: 1 → 2"])
        #expect(enter(":unwatch w", in: harness))
        #expect(!enter(":unwatch w", in: harness))
    }

    @Test("At the prompt, one entry still may not declare a name twice")
    func replSameEntry() {
        let harness = SessionHarness()
        #expect(!enter("let a = 1\nlet a = 2", in: harness))
        #expect(harness.capturedErrors.contains("<input>:2:5: error: invalid redeclaration of 'a'"))
        // A failed declaration does not count against the entry's later statements.
        #expect(enter("let b = [1][3]\nlet b = 5", in: harness) == false)
        #expect(enter("print(b)", in: harness))
        #expect(harness.capturedOutput.hasSuffix("5\n"))
    }

    @Test("@State can be redeclared at the prompt; the old binding keeps writing the old State")
    func replRedeclaresState() {
        let harness = SessionHarness()
        #expect(enter("@State var n = 1\nlet old = $n", in: harness))
        #expect(enter("@State var n = 10", in: harness))
        #expect(enter("old.wrappedValue = 2\nprint(n, old.wrappedValue)", in: harness))
        #expect(harness.capturedOutput.hasSuffix("10 2\n"))
    }

    @Test("A name declared again at the prompt is reported as the live variable; the shadowed one is not")
    func replRedeclarationReportsTheLiveVariable() {
        let harness = SessionHarness()
        #expect(enter("@State var items = [10, 20, 30]", in: harness))
        #expect(enter("var moving = $items[2]", in: harness))
        #expect(enter("var moving = $items[2]", in: harness))
        #expect(enter("moving = $items[0]", in: harness))
        #expect(enter("items[2] = 31", in: harness))
        #expect(reported(harness) == ["items: [10, 20, 30] → [10, 20, 31]"])
        #expect(enter("items[0] = 11", in: harness))
        #expect(reported(harness) == ["items: [10, 20, 31] → [11, 20, 31]", "moving: 10 → 11"])
        // A State declared again: its old binding still writes the old State, which no name
        // shows; the new State is reported as `items`.
        #expect(enter("let old = $items[1]", in: harness))
        #expect(enter("@State var items = [1, 2]", in: harness))
        #expect(enter("old.wrappedValue = 21", in: harness))
        #expect(reported(harness) == ["old: 20 → 21"])
        #expect(enter("items[1] = 3", in: harness))
        #expect(reported(harness) == ["items: [1, 2] → [1, 3]"])
    }

    @Test("Echoed results are constants $R0, $R1… of later entries")
    func resultNames() {
        let harness = SessionHarness()
        #expect(enter("1 + 2", in: harness))
        #expect(harness.capturedOutput.hasSuffix("$R0: Int = 3\n"))
        #expect(enter("$R0 * 10", in: harness))
        #expect(harness.capturedOutput.hasSuffix("$R1: Int = 30\n"))
        #expect(enter("sample.person.address", in: harness))
        #expect(enter("print($R2.street, $R0 + $R1)", in: harness))
        #expect(harness.capturedOutput.hasSuffix("Playground Street 33\n"))
        #expect(!enter("$R0 = 4", in: harness))
        #expect(harness.capturedErrors.contains("cannot assign to value: '$R0' is"))
    }

    @Test("Imports of the known modules are accepted; any other is 'no such module'")
    func imports() {
        let harness = SessionHarness()
        #expect(harness.run("import SwiftUI\nimport Foundation\nimport Observation\nimport Combine\nimport StateBinding\n@testable import SampleModel"))
        #expect(!harness.run("import UIKit"))
        #expect(harness.standardError.contains("test.swift:1:8: error: no such module 'UIKit'"))
        #expect(!harness.run("if true {\n    import Foundation\n}"))
        #expect(harness.standardError.contains("test.swift:2:5: error: declaration is only valid at file scope"))
        let empty = SessionHarness(loadSample: false)
        #expect(!empty.run("import SampleModel"))
        #expect(empty.standardError.contains("error: no such module 'SampleModel'"))
        #expect(!empty.run("let p: SampleModel.Person? = nil"))
        #expect(empty.standardError.contains("error: cannot find type 'SampleModel' in scope"))
    }

    @Test("An entry that fails inside braces is read to its closing brace and reported once; its body never runs")
    func brokenBodyIsReadToItsEnd() {
        let harness = SessionHarness()
        var text = "struct Box {"
        #expect(harness.session.submit(text, fileName: "<input>") == .incomplete)
        for line in ["    @propertyWrapper struct Inner {", "        var wrappedValue: Int", "    }", "    var stray = 1"] {
            text += "\n" + line
            #expect(harness.session.submit(text, fileName: "<input>") == .incomplete, "after \(line)")
        }
        text += "\n}"
        #expect(harness.session.submit(text, fileName: "<input>") == .finished(succeeded: false))
        #expect(harness.capturedErrors.components(separatedBy: "error:").count == 2)
        #expect(harness.capturedErrors.contains("<input>:2:6: error: property wrapper types nested in another type are not supported in a session"))
        #expect(harness.session.submit("print(stray)", fileName: "<input>") == .finished(succeeded: false))
        #expect(harness.capturedErrors.contains("cannot find 'stray' in scope"))
        // A failure with every brace closed is reported at once.
        #expect(harness.session.submit("let x = = 1", fileName: "<input>") == .finished(succeeded: false))
        #expect(harness.session.submit("if true { let = 1 }", fileName: "<input>") == .finished(succeeded: false))
    }

    @Test("Completion offers the module's name and, after it, its types and names")
    func moduleCompletion() {
        let session = SessionHarness().session
        #expect(session.completions(for: "SampleM").candidates == ["SampleModel"])
        #expect(session.completions(for: "SampleModel.") == .init(
            fragment: "", candidates: ["Address", "Expression", "Person", "Role", "Sample", "Todo", "sample"]))
        #expect(session.completions(for: "SampleModel.Role.").candidates == ["designer", "engineer", "manager"])
    }

    @Test("A session's own Transaction or Animation shadows StateBinding's; Int and Binding stay reserved")
    func shadowingBuiltins() {
        let harness = SessionHarness()
        #expect(harness.run("struct Transaction { var amount: Int }\nlet t = Transaction(amount: 3)"))
        #expect(harness.output(of: "print(t)\nwithAnimation { print(t.amount) }") == "Transaction(amount: 3)\n3\n")
        #expect(!harness.run("struct Binding { var x: Int }"))
        #expect(harness.standardError.contains("invalid redeclaration of 'Binding'"))
    }
}
