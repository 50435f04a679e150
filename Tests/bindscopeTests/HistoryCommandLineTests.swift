import Foundation
import Testing

/// `:save` and `-i FILE` through the real binary: a saved script replays to the same state, a
/// saved transcript passes `--check`, and `-i` opens the prompt on a file's state.
@Suite("Saving, replaying and -i FILE")
struct HistoryCommandLineTests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A session with a failing statement, an undone one, a wrapper of its own and a watch.
    private static let session = """
        @State var todos = sample.todos
        // The second todo, as a binding.
        let second = $todos[1]
        :watch open = todos.filter { !$0.done }.count
        @propertyWrapper
        struct Clamped {
            var value: Int
            var wrappedValue: Int {
                get { value }
                set { value = min(max(newValue, 0), 10) }
            }
            init(wrappedValue: Int) { value = wrappedValue }
        }
        @Clamped var level = 3
        level = 42
        second.done.wrappedValue = true
        nope
        todos.append(Todo(id: 4, title: "Undo me", done: false, estimate: 1, note: nil))
        :undo
        todos[0].title = "Sketched"
        """

    @Test(":save writes a script whose replay reaches the same :states")
    func savedScriptReplays() throws {
        let directory = try temporaryDirectory()
        let saved = directory.appendingPathComponent("saved.swift").path
        let script = directory.appendingPathComponent("session.swift")
        try (Self.session + "\n:save \(saved)\n:states\n").write(to: script, atomically: true, encoding: .utf8)
        let original = try BindscopeProcess.run(["--quiet", "--keep-going", script.path])
        #expect(original.status == 1, "the failing statement fails the run")
        let savedText = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(!savedText.contains("nope") && !savedText.contains("Undo me") && !savedText.contains(":undo"))
        #expect(savedText.contains("// The second todo, as a binding.\nlet second = $todos[1]\n"))
        #expect(savedText.contains("@propertyWrapper\nstruct Clamped {"))
        let replay = directory.appendingPathComponent("replay.swift")
        try (savedText + ":states\n").write(to: replay, atomically: true, encoding: .utf8)
        let replayed = try BindscopeProcess.run(["--quiet", replay.path])
        #expect(replayed.status == 0, "\(replayed.standardError)")
        let states = { (output: String) in output.components(separatedBy: "open    ").last ?? "" }
        #expect(original.standardOutput.hasSuffix(replayed.standardOutput))
        #expect(states(replayed.standardOutput).contains("watch"))
        #expect(replayed.standardOutput.contains(#"title: "Sketched""#))
    }

    @Test(":save --transcript writes a lesson that --check passes")
    func savedTranscriptChecks() throws {
        let directory = try temporaryDirectory()
        let saved = directory.appendingPathComponent("lesson.transcript").path
        let result = try BindscopeProcess.run(
            ["--keep-going", "-"], input: Self.session + "\n:why open\n:save --transcript \(saved)\n")
        #expect(result.standardOutput.hasSuffix("saved 9 entries to '\(saved)' as a transcript\n"))
        let check = try BindscopeProcess.run(["--check", saved])
        #expect(check.status == 0, "\(check.standardOutput)")
        #expect(check.standardOutput == "\(saved): 9 entries match\n")
        let lesson = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(lesson.contains("// The second todo, as a binding.\nbindscope> let second = $todos[1]\n"))
        #expect(lesson.contains("bindscope> :why open\nopen last changed in <input:7>:1: second.done.wrappedValue = true\n"))
    }

    @Test("-i FILE runs the file, then the prompt has its state and history")
    func interactiveAfterFile() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("start.swift")
        try "@State var count = 1\ncount += 1\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try BindscopeProcess.run(["-i", file.path], input: "count += 5\n:undo\ncount\n:history\n")
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("  count: 2 → 7\n"))
        #expect(result.standardOutput.contains("undid entry 3: count += 5\n  count: 7 → 2\n"))
        #expect(result.standardOutput.contains("$R0: Int = 2\n"))
        #expect(result.standardOutput.contains("1  \(file.path):1  @State var count = 1\n2  \(file.path):2  count += 1\n3  <input:3>:1"))
    }

    @Test("-i FILE with an error: says so, and the prompt has what ran before it; :quit in the file ends there")
    func interactiveAfterFailingFile() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("broken.swift")
        try "let ran = 1\nlet broken: Int = \"no\"\nlet never = 2\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try BindscopeProcess.run(["-i", file.path], input: ":states\n")
        #expect(result.status == 0)
        #expect(result.standardError.contains("\(file.path):2:19: error: cannot convert value of type 'String' to specified type 'Int'"))
        #expect(result.standardError.contains("\(file.path) stopped at the error above; the prompt has what ran before it.\n"))
        #expect(result.standardOutput.contains("ran  let  Int = 1\n"))
        #expect(!result.standardOutput.contains("never"))
        let quitting = directory.appendingPathComponent("quits.swift")
        try "print(\"in the file\")\n:quit\n".write(to: quitting, atomically: true, encoding: .utf8)
        let quit = try BindscopeProcess.run(["-i", quitting.path], input: "print(\"at the prompt\")\n")
        #expect(quit.status == 0)
        #expect(quit.standardOutput == "in the file\n")
    }

    @Test("--step: b steps back one step at a time, with :undo when the step changed something, under the step's own number; :quit in the script ends it")
    func presenterStepsBackAndQuits() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("steps.swift")
        try "@State var count = 1\ncount += 1\nprint(\"count is\", count)\n:quit\nprint(\"never\")\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try BindscopeProcess.run(["--step", file.path], input: "\n\n\nbb\n\n\n\n\n")
        #expect(result.status == 0)
        #expect(result.standardOutput.hasSuffix("""
            [3]> print("count is", count)
            count is 2
            [4]> :quit
            (stepped back)
            [3]> print("count is", count)
            undid entry 2: count += 1
              count: 2 → 1
            (stepped back)
            [2]> count += 1
              count: 1 → 2
            [3]> print("count is", count)
            count is 2
            [4]> :quit

            """))
        #expect(!result.standardOutput.contains("never"))
    }
}
