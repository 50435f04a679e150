import Testing
@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// The evaluator's shortcuts (a box saved whole after `Journal.entriesPerBox` writes, boxes made
/// by the statement left out of the journal, loop variables reused, places written directly)
/// must leave rollback exact: each test writes past the point where a shortcut starts, then traps.
@Suite("Rollback through the evaluator's fast paths")
struct FastPathRollbackTests {
    @Test("A loop writing a model more often than a box gets entries rolls back every write")
    func modelLoopRollsBack() {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            struct Cell { var value: Int }
            struct Row { var cells: [Cell] }
            struct Model { var rows: [Row] }
            var model = Model(rows: Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 4)), count: 4))
            model.rows[1].cells[2].value = 7
            var total = 5
            """)
        #expect(!harness.run("""
            for i in 0..<100 {
                model.rows[i % 4].cells[(i / 4) % 4].value = i
                total += model.rows[(i + 1) % 4].cells[2].value
                if i == 99 { _ = [0][i] }
            }
            """))
        #expect(harness.standardError.contains("Fatal error: Index out of range"))
        #expect(harness.output(of: "print(model.rows.map { $0.cells.map { $0.value } }, total)")
            == "[[0, 0, 0, 0], [0, 0, 7, 0], [0, 0, 0, 0], [0, 0, 0, 0]] 5\n")
    }

    @Test("Writes before and after a box is saved whole are all undone, in a State too")
    func stateSavedWholeRollsBack() {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            @State var items = [1, 2, 3]
            var log: [String] = []
            """)
        #expect(!harness.run("""
            for i in 0..<40 {
                items[i % 3] += i
                if i == 20 { items.append(99) }
                log.append("\\(i)")
                if i == 39 { _ = items[10] }
            }
            """))
        #expect(harness.output(of: "print(items, log)") == "[1, 2, 3] []\n")
        // The next statement journals afresh: a trap there undoes only its own writes.
        harness.run("items[0] = 10")
        #expect(!harness.run("for i in 0..<30 {\n items[0] += i\n if i == 29 { _ = items[7] }\n}"))
        #expect(harness.output(of: "print(items)") == "[10, 2, 3]\n")
    }

    @Test("Variables declared inside the failing statement need no journal, and the outer ones are restored")
    func bornVariables() {
        let harness = SessionHarness(loadSample: false)
        harness.run("var outer = 1")
        #expect(!harness.run("""
            for i in 0..<50 {
                var local = i
                local += outer
                outer = local
                if i == 49 { _ = [0][outer] }
            }
            """))
        #expect(harness.output(of: "print(outer)") == "1\n")
        #expect(harness.output(of: "for i in 0..<50 {\n var local = i\n local += outer\n outer = local\n}\nprint(outer)") == "1226\n")
    }

    @Test("A mutating method called many times in a failing statement leaves its receiver as it was")
    func mutatingCallsRollBack() {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            struct Counter {
                var count = 0
                mutating func add(_ n: Int) { count += n }
            }
            var counter = Counter()
            counter.add(5)
            """)
        #expect(!harness.run("for i in 0..<2000 {\n counter.add(i)\n if i == 1999 { _ = [0][i] }\n}"))
        #expect(harness.output(of: "print(counter.count)") == "5\n")
        #expect(harness.output(of: "for i in 0..<2000 { counter.add(i) }\nprint(counter.count)") == "1999005\n")
    }

    @Test("A loop variable captured by a closure is a new variable each iteration; one not captured is reused")
    func loopVariables() {
        let harness = SessionHarness(loadSample: false)
        #expect(harness.output(of: """
            var closures: [() -> Int] = []
            for i in 0..<5 { if i % 2 == 1 { closures.append { i } } }
            for i in 0..<5 { _ = i }
            print(closures.map { $0() })
            """) == "[1, 3]\n")
    }

    @Test("A direct write at a computed index that leaves its array rolls back the writes before it, copies included")
    func directWriteOutOfRangeRollsBack() {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            struct Cell { var value: Int }
            struct Row { var cells: [Cell] }
            struct Model { var rows: [Row] }
            var model = Model(rows: Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 3)), count: 3))
            var saved = model
            """)
        // Past the journal's entries per box, the writes go down the value by address; the
        // trap comes from the write itself (row 3 does not exist).
        #expect(!harness.run("""
            for i in 0..<40 {
                var copy = model
                copy.rows[i % 3].cells[0].value = -1
                saved = copy
                model.rows[i / 10].cells[i % 3].value += i
            }
            """))
        #expect(harness.standardError.contains("Fatal error: Index out of range"))
        #expect(harness.output(of: "print(model.rows.map { $0.cells.map(\\.value) }, saved.rows[0].cells[0].value)")
            == "[[0, 0, 0], [0, 0, 0], [0, 0, 0]] 0\n")
        // A copy written directly shares nothing with the original or with the other copies:
        // the last one holds only its own write (row 0, cell 0, in iteration 39).
        #expect(harness.output(of: """
            for i in 0..<40 {
                var copy = model
                copy.rows[i % 3].cells[i % 3].value = i
                saved = copy
            }
            print(model.rows[1].cells[1].value, saved.rows[0].cells[0].value, saved.rows[1].cells[1].value)
            """) == "0 39 0\n")
    }

    @Test("A read by address in a loop sees the writes of the same statement and of the index it evaluates")
    func directReadSeesWrites() {
        let harness = SessionHarness(loadSample: false)
        #expect(harness.output(of: """
            struct Cell { var value: Int }
            struct Row { var cells: [Cell] }
            var rows = Array(repeating: Row(cells: [Cell(value: 0), Cell(value: 0)]), count: 2)
            var total = 0
            func bump(_ i: Int) -> Int { rows[i % 2].cells[1].value += 1; return i % 2 }
            for i in 0..<30 {
                rows[i % 2].cells[0].value = i
                total += rows[bump(i)].cells[1].value + rows[(i + 1) % 2].cells[0].value
            }
            print(total, rows.map { $0.cells.map(\\.value) })
            """) == "\(Self.expectedDirectReadTotal) [[28, 15], [29, 15]]\n")
    }

    /// What `directReadSeesWrites` computes, worked out in Swift.
    static let expectedDirectReadTotal: Int = {
        var cells = [[0, 0], [0, 0]]
        var total = 0
        for i in 0..<30 {
            cells[i % 2][0] = i
            cells[i % 2][1] += 1
            total += cells[i % 2][1] + cells[(i + 1) % 2][0]
        }
        return total
    }()
}
