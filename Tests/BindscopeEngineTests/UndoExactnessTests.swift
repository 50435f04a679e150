import Testing

@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// `:undo` is exact: after undoing an entry, every name, State, binding, watch and object is
/// as it was before the entry ran, and so is what later entries do with them.
@Suite("Undo restores the state exactly")
struct UndoExactnessTests {
    /// A session of States, bindings, a watch, objects, a wrapper of its own, `$R0` results,
    /// random numbers and UUIDs, and declarations of every kind.
    static let entries = [
        "@State var todos = sample.todos",
        ":watch open = todos.filter { !$0.done }.count",
        "let second = $todos[1]",
        "final class Node { var value = 0; var next: Node? }",
        "let head = Node()",
        "head.next = Node()",
        "head.next?.value = 7",
        "second.done.wrappedValue = true",
        "todos.append(Todo(id: 9, title: \"new\", done: false, estimate: 1, note: nil))",
        "var rolls = (0..<3).map { _ in Int.random(in: 1...6) }",
        "let id = UUID()",
        "func bump() { head.value += 1 }",
        "bump()",
        "struct Pair { var a = 1; var b = 2 }",
        "@State var pair = Pair()",
        "pair.b = 20",
        ":unwatch open",
        "todos.removeAll()",
        "6 * 7",
    ]

    /// What a session is: its names with their values, and what its objects and generators hold.
    private static let probe = [
        ":states",
        "print(head.value, head.next?.value ?? -1, head.next?.next == nil)",
        "print(Int.random(in: 0...1_000_000), UUID())",
    ]

    private func look(_ harness: SessionHarness) -> String {
        let before = harness.capturedOutput.count + harness.capturedErrors.count
        for line in Self.probe { harness.runEntry(line) }
        return String((harness.capturedOutput + harness.capturedErrors).dropFirst(before))
    }

    @Test("After each entry, :undo brings back the state before it", arguments: 1..<UndoExactnessTests.entries.count)
    func undoOneEntry(_ count: Int) {
        // Two sessions: one runs the entries before `count`, the other one more, then undoes it.
        let expected = SessionHarness()
        for entry in Self.entries.prefix(count - 1) { expected.runEntry(entry) }
        let undone = SessionHarness()
        for entry in Self.entries.prefix(count) { undone.runEntry(entry) }
        #expect(undone.capturedErrors.isEmpty, "\(undone.capturedErrors)")
        undone.runEntry(":undo")
        let lookExpected = look(expected), lookUndone = look(undone)
        // A look may fail (a name not declared yet): it must fail the same way.
        #expect(lookUndone == lookExpected, "after undoing \(Self.entries[count - 1])")
    }

    @Test("Undo then redo is the state before the undo")
    func undoThenRedo() {
        let straight = SessionHarness(), travelled = SessionHarness()
        for entry in Self.entries {
            straight.runEntry(entry)
            travelled.runEntry(entry)
        }
        travelled.runEntry(":undo 4")
        travelled.runEntry(":redo 2")
        travelled.runEntry(":redo 2")
        travelled.runEntry(":goto 3")
        travelled.runEntry(":goto \(Self.entries.count)")
        #expect(travelled.capturedErrors.isEmpty, "\(travelled.capturedErrors)")
        #expect(look(travelled) == look(straight))
    }
}

extension SessionHarness {
    /// Runs `text` as an entry typed at the prompt, as the REPL does.
    func runEntry(_ text: String) {
        var options = Session.Options()
        options.isInteractive = true
        _ = session.submit(text, fileName: "<input>", options: options)
    }
}
