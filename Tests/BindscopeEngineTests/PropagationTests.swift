@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession
import Testing

/// What a write reaches, seen through verbose reports (which list every dependent that was
/// re-evaluated): only the dependents whose paths meet the written path, each once.
@Suite("Propagation reaches only what a write touches")
struct PropagationTests {
    @Test("A leaf write among 1,000 element bindings re-evaluates the State and one binding")
    func leafWriteReachesOneBinding() {
        let harness = SessionHarness(loadSample: false)
        var source = "@State var items = Array(repeating: 0, count: 1000)\n"
        for index in 0..<1000 { source += "let b\(index) = $items[\(index)]\n" }
        harness.run(source + ":set verbose\n")
        harness.run("items[7] = 1", quiet: false)
        #expect(harness.session.lastReport?.entries.map(\.name) == ["items", "b7"])
        harness.run("items.append(5)", quiet: false)
        let reached = harness.session.lastReport?.entries ?? []
        #expect(reached.count == 1001, "appending writes the whole array: every element binding is re-evaluated")
        #expect(reached.filter(\.changed).map(\.name) == ["items"])
    }

    @Test("A write to person.address.street leaves a watch of person.name alone")
    func siblingPathsDoNotMeet() {
        let harness = SessionHarness()
        harness.run("""
            @State var person = sample.person
            let street = $person.address.street
            :watch name = person.name
            :watch city = person.address
            :set verbose
            """)
        harness.run(#"person.address.street = "Elm""#, quiet: false)
        #expect(harness.session.lastReport?.entries.map(\.name) == ["person", "street", "city"])
        harness.run(#"person.name = "Ada""#, quiet: false)
        #expect(harness.session.lastReport?.entries.map(\.name) == ["person", "name"])
    }

    @Test("Dependents are evaluated once, in creation order, after everything they read")
    func diamondIsGlitchFree() {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            @State var x = 1
            :watch a = x + 1
            :watch b = x * 2
            :watch c = a + b
            """)
        harness.run("x = 5", quiet: false)
        let entries = harness.session.lastReport?.entries ?? []
        #expect(entries.map(\.name) == ["x", "a", "b", "c"])
        #expect(entries.last?.before == "4")
        #expect(entries.last?.after == "16")
    }

    @Test("A statement that traps reports nothing and leaves every watch as it was")
    func failedStatementChangesNothing() {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            @State var x = 1
            :watch double = x * 2
            """)
        #expect(harness.run("x = 2", quiet: false))
        #expect(harness.run("x = 1", quiet: false))
        #expect(harness.session.lastReport != nil)
        #expect(!harness.run("for i in 0..<3 { x = i + 10; _ = [1][i] }", quiet: false))
        #expect(harness.session.lastReport == nil)
        #expect(harness.output(of: "print(x, double)") == "1 2\n")
        #expect(harness.run("x = 3", quiet: false))
        #expect(harness.session.lastReport?.entries.map(\.after) == ["3", "6"])
    }

    @Test("A reported write still happens in place: the State's storage is not copied")
    func reportedWritesStayInPlace() throws {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            struct Cell { var value: Int }
            struct Row { var cells: [Cell] }
            @State var rows = Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 1000)), count: 100)
            let cell = $rows[3].cells[7].value
            :watch seventh = rows[3].cells[7].value
            rows[3].cells[7].value = 1
            """, quiet: false)
        let before = try #require(harness.cellsStorageAddress(row: 3))
        harness.run("rows[3].cells[7].value = 2", quiet: false)
        #expect(harness.session.lastReport?.entries.map(\.name) == ["rows", "cell", "seventh"])
        #expect(harness.cellsStorageAddress(row: 3) == before)
    }
}
