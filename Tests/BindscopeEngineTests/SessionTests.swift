import Testing
@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

@Suite("Sessions: checking, running, rolling back")
struct SessionTests {
    @Test("Derived bindings write through the current root")
    func derivedBindingsFollowTheRoot() {
        let harness = SessionHarness()
        #expect(harness.output(of: """
            @State var person = sample.person
            let street = $person.address.street
            person = Person(name: "Ann", address: Address(number: 1, street: "First"))
            street.wrappedValue = "Second"
            print(person)
            """) == "Person(name: \"Ann\", address: 1, Second)\n")
    }

    @Test("A statement that traps changes nothing, even after several writes")
    func rollBackEveryWrite() {
        let harness = SessionHarness()
        harness.run("""
            @State var items = [1, 2, 3]
            var log: [String] = []
            let both = { items.append(4); log.append("x"); items[9] = 0 }
            """)
        #expect(!harness.run("both()"))
        #expect(harness.standardError.contains("error: Fatal error: Index out of range"))
        #expect(harness.output(of: "print(items, log)") == "[1, 2, 3] []\n")
    }

    @Test("Rolling back a removed dictionary entry puts it back in its place")
    func rollbackKeepsDictionaryOrder() {
        let harness = SessionHarness(loadSample: false)
        harness.run(#"var d = ["a": 1, "b": 2, "c": 3]"#)
        #expect(!harness.run(#"for i in 0..<2 { d["a"] = nil; _ = [1][i] }"#))
        #expect(!harness.run(#"for i in 0..<2 { d.removeValue(forKey: "b"); d["z"] = 0; _ = [1][i] }"#))
        #expect(harness.output(of: "print(d)") == #"["a": 1, "b": 2, "c": 3]"# + "\n")
    }

    @Test("A declaration in a failed statement is forgotten")
    func failedDeclarationIsForgotten() {
        let harness = SessionHarness()
        #expect(!harness.run("let broken = [1][5]"))
        #expect(!harness.run("print(broken)"))
        #expect(harness.standardError.contains("cannot find 'broken' in scope"))
        #expect(harness.run("let broken = 2"))
    }

    @Test("Writing an element of a large array keeps its storage: O(depth), not O(size)")
    func writesHappenInPlace() throws {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            struct Cell { var value: Int }
            struct Row { var cells: [Cell] }
            @State var rows = Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 1000)), count: 100)
            rows[3].cells[7].value = 1
            """)
        let before = try #require(harness.cellsStorageAddress(row: 3))
        harness.run("rows[3].cells[8].value = 2")
        #expect(harness.cellsStorageAddress(row: 3) == before)
        #expect(harness.output(of: "print(rows[3].cells[7].value, rows[3].cells[8].value, rows[4].cells[8].value)") == "1 2 0\n")
    }
}

extension SessionHarness {
    /// The address of `rows[row].cells`'s element storage, read without copying it.
    func cellsStorageAddress(row: Int) -> UnsafeRawPointer? {
        guard let box = session.stateStorage(named: "rows"), case .array(let rows) = box.value,
            case .structure(let rowValue) = rows[row], case .array(let cells) = rowValue.fields[0]
        else { return nil }
        return cells.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}

@Suite("Prompt commands")
struct CommandTests {
    @Test(":model prints the sample's declarations and its value as a tree of paths")
    func model() {
        let harness = SessionHarness()
        #expect(harness.session.submit(":model", fileName: "<input>") == .finished(succeeded: true))
        let printed = harness.capturedOutput
        #expect(printed.hasPrefix("// module SampleModel: a session's own declarations shadow these names"))
        #expect(printed.contains("\n// A person with an address"))
        #expect(printed.contains("struct Address: CustomStringConvertible {"))
        #expect(printed.contains("\nsample: Sample\n├─ .person: Person = Person(name: \"Olivier\", address: 13, Playground Street)\n│  ├─ .name: String = \"Olivier\"\n"))
        #expect(printed.contains("[0]: Todo = Todo(id: 1, title: \"Sketch the model\""))
    }

    @Test(":model shows the module's sample even when the session declared its own")
    func modelAfterShadowing() {
        let harness = SessionHarness()
        #expect(harness.session.submit("let sample = 1\nstruct Person { var x: Int }", fileName: "<input>") == .finished(succeeded: true))
        #expect(harness.session.submit(":model", fileName: "<input>") == .finished(succeeded: true))
        #expect(harness.capturedOutput.contains("\nsample: Sample\n├─ .person: Person = Person(name: \"Olivier\""))
    }

    @Test("An unknown command is an error that points to :help, or suggests a near one")
    func unknownCommand() {
        let harness = SessionHarness()
        #expect(harness.session.submit(":frobnicate", fileName: "<input>") == .finished(succeeded: false))
        #expect(harness.capturedErrors.contains("<input>:1:2: error: unknown command ':frobnicate'; ':help' lists the commands"))
        #expect(harness.session.submit(":wach x = 1", fileName: "<input>") == .finished(succeeded: false))
        #expect(harness.capturedErrors.contains("unknown command ':wach'; did you mean ':watch'?"))
    }
}

@Suite("Value representation")
struct ValueLayoutTests {
    @Test("A Value is two words and a tag: large payloads are boxed, so copies stay cheap")
    func valueIsSmall() {
        #expect(MemoryLayout<Value>.size <= 17)
    }
}

@Suite("Rolling back long statements")
struct LongStatementRollbackTests {
    @Test("A statement writing more often than the journal keeps entries still rolls back exactly")
    func rollBackAfterSnapshots() {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            @State var cells = Array(repeating: 0, count: 1000)
            var count = 0
            var late = [1, 2]
            let work = {
                for i in 0..<150_000 { cells[i % 1000] += 1; count += 1 }
                late.append(3)
                cells[5000] = 1
            }
            """)
        #expect(!harness.run("work()"))
        #expect(harness.output(of: "print(cells.filter { $0 != 0 }.count, count, late)") == "0 0 [1, 2]\n")
    }
}

@Suite("Parsing while running")
struct OverlappingParseTests {
    private func run(_ source: String, keepGoing: Bool = false) -> (ok: Bool, output: String, errors: String) {
        let harness = SessionHarness(loadSample: false)
        let ok = harness.session.run(
            source, fileName: "script.swift",
            options: Session.Options(quiet: true, keepGoing: keepGoing, overlapsParsing: true))
        return (ok, harness.capturedOutput, harness.capturedErrors)
    }

    @Test("A syntax error anywhere shows nothing but itself, even after statements that printed or failed")
    func syntaxErrorHidesEverythingElse() {
        let lines = (0..<5_000).map { "print(\($0))" } + ["print(missing)", "let broken = )"]
        let result = run(lines.joined(separator: "\n") + "\n", keepGoing: true)
        #expect(!result.ok)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("script.swift:5002:"))
        #expect(!result.errors.contains("missing"))
    }

    @Test("Without a syntax error, output and errors come out in order")
    func outputInOrder() {
        let lines = (0..<5_000).map { "print(\($0))" } + ["print(missing)", "print(\"end\")"]
        let result = run(lines.joined(separator: "\n") + "\n", keepGoing: true)
        #expect(!result.ok)
        #expect(result.output == (0..<5_000).map { "\($0)\n" }.joined() + "end\n")
        #expect(result.errors.hasPrefix("script.swift:5001:7: error: cannot find 'missing' in scope"))
    }
}
