@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession
import Testing

/// Path reports of arrays that gained or lost elements (`ArrayEdits`), of the differences
/// between two states (`ValueDifference`, what `:undo` reports), and both in a session.
@Suite("Path reports: array edits, differences between states, undo")
struct PathReportTests {
    private func ints(_ values: [Int]) -> [Value] { values.map(Value.int) }

    private func edits(_ old: [Int], _ new: [Int], limit: Int = 3) -> ArrayEdits? {
        ArrayEdits(from: ints(old), to: ints(new), limit: limit) { $0.isIdentical(to: $1) }
    }

    @Test("A removal and an insertion are found at their indices, old and new")
    func singleEdits() throws {
        let removal = try #require(edits([1, 2, 3, 4], [2, 3, 4]))
        #expect(removal.removed == [0] && removal.inserted.isEmpty)
        #expect(removal.origin(of: 1) == 2)
        let insertion = try #require(edits([1, 2, 3], [1, 2, 9, 3]))
        #expect(insertion.inserted == [2] && insertion.removed.isEmpty)
        #expect(insertion.origin(of: 2) == nil && insertion.origin(of: 3) == 2)
    }

    @Test("A few edits apart are found; more than the limit are not")
    func severalEdits() throws {
        let mixed = try #require(edits([1, 2, 3, 4, 5], [2, 3, 9, 4, 5, 6]))
        #expect(mixed.removed == [0] && mixed.inserted == [2, 5])
        #expect(mixed.origin(of: 0) == 1 && mixed.origin(of: 3) == 3)
        #expect(edits(Array(1...10), Array(6...10)) == nil)
    }

    @Test("One element replaced is no edit; one removed and one inserted further on is")
    func equalLengths() throws {
        #expect(edits([1, 2, 3], [1, 9, 3]) == nil)
        let shifted = try #require(edits([1, 2, 3, 4], [2, 3, 9, 4]))
        #expect(shifted.removed == [0] && shifted.inserted == [2])
    }

    @Test("The parts two values differ in are named at their deepest paths")
    func differences() throws {
        let before = Value.array([.tuple([.int(1), .bool(false)]), .tuple([.int(2), .bool(false)])])
        let after = Value.array([.tuple([.int(1), .bool(false)]), .tuple([.int(2), .bool(true)])])
        let type = SessionType.array(.tuple(labels: ["id", "done"], elements: [.int, .bool]))
        let parts = try #require(ValueDifference.changedParts(from: before, to: after, type: type))
        #expect(parts.map { renderPath(root: "todos", $0.path) } == ["todos[1].done"])
    }

    @Test("Past three parts, their deepest common path; the whole when that is the root")
    func commonPath() throws {
        let type = SessionType.tuple(labels: ["name", "scores"], elements: [.string, .array(.int)])
        let before = Value.tuple([.string("Ada"), .array(ints([1, 2, 3, 4]))])
        let after = Value.tuple([.string("Ada"), .array(ints([5, 6, 7, 8]))])
        let parts = try #require(ValueDifference.changedParts(from: before, to: after, type: type))
        #expect(parts.map { renderPath(root: "s", $0.path) } == ["s.scores"])
        #expect(
            ValueDifference.changedParts(from: .array(ints([1, 2, 3, 4])), to: .array(ints([5, 6, 7, 8])), type: .array(.int))
                == nil)
    }

    private func report(_ source: String, in harness: SessionHarness) -> String {
        let start = harness.capturedOutput.count
        harness.run(source, quiet: false)
        return String(harness.capturedOutput.dropFirst(start))
    }

    @Test("A removal says so, and an index binding says which element it reads now")
    func sessionRemoval() {
        let harness = SessionHarness()
        harness.run("@State var todos = sample.todos\nlet second = $todos[1]")
        let written = report("todos.remove(at: 0)", in: harness)
        #expect(written.contains("  todos: removed [0] Todo(id: 1"))
        #expect(written.contains("(todos[1] is now what was todos[2])"))
        let undone = report(":undo", in: harness)
        #expect(undone.contains("  todos: inserted [0] Todo(id: 1"))
        #expect(undone.contains("(todos[1] is now what was todos[0])"))
    }

    @Test("Undo names the part that changed back, in a struct and in an object")
    func sessionUndo() {
        let harness = SessionHarness()
        harness.run("@State var todos = sample.todos\nfinal class Counter { var count = 0 }\nlet counter = Counter()")
        harness.run("todos[1].done = true\ncounter.count += 5")
        let undone = report(":undo 2", in: harness)
        #expect(undone.contains("  todos[1].done: true → false"))
        #expect(undone.contains("  counter.count: 5 → 0"))
    }
}
