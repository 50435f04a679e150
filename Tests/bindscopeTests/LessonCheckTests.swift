import Foundation
import Testing

/// The README's lesson (`Tests/Lessons/state-and-bindings.transcript`) holds under `--check`,
/// on two runs; `--bless` rewrites only the entries that differ, and its result holds.
@Suite("Lessons checked with --check and --bless")
struct LessonCheckTests {
    static let lesson = "Tests/Lessons/state-and-bindings.transcript"

    @Test("The README's lesson passes --check, on two runs")
    func lessonPasses() throws {
        for _ in 1...2 {
            let result = try BindscopeProcess.run(["--check", Self.lesson], currentDirectory: DifferentialSessionTests.packageRoot)
            #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
            #expect(result.standardOutput == "\(Self.lesson): 12 entries match\n")
        }
    }

    @Test("A lesson made by --echo (narration, pauses, :why, an expected error, a trap, an undo) passes --check twice")
    func echoMakesALesson() throws {
        let root = DifferentialSessionTests.packageRoot
        let echoed = try BindscopeProcess.run(["--echo", "--keep-going", "Tests/Lessons/echo-lesson.swift"], currentDirectory: root)
        #expect(echoed.status == 1, "the lesson's expected error and trap")
        let transcript = echoed.standardOutput + echoed.standardError
        // One scheme of names: the entry's number, as the prompt showed it and --check replays it.
        #expect(echoed.standardOutput.contains("open last changed in <input:5>:1: secondDone.wrappedValue = true"))
        #expect(transcript.contains("//: pause\n// 2. A write through the binding"), "narration and pauses are kept")
        #expect(transcript.contains("<input:10>:1:1: error: cannot assign to value: 'second' is a 'let' constant"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("echoed-\(UUID().uuidString).transcript")
        defer { try? FileManager.default.removeItem(at: file) }
        // Standard output and error into one file, as `bindscope --echo lesson.swift > lesson.transcript
        // 2>&1` makes it: each entry's error right after its input.
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        let process = Process()
        process.executableURL = BindscopeProcess.executable
        process.arguments = ["--echo", "--keep-going", "Tests/Lessons/echo-lesson.swift"]
        process.currentDirectoryURL = root
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let lesson = try String(contentsOf: file, encoding: .utf8)
        #expect(lesson.components(separatedBy: "\nbindscope> ").count > 20, "a lesson of 20+ entries")
        for _ in 1...2 {
            let check = try BindscopeProcess.run(["--check", file.path], currentDirectory: root)
            #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
        }
    }

    @Test("The README shows the lesson as it is checked")
    func readmeHoldsTheLesson() throws {
        let root = DifferentialSessionTests.packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lesson = try String(contentsOf: root.appendingPathComponent(Self.lesson), encoding: .utf8)
        #expect(readme.contains("```text\n" + lesson + "```\n"))
    }

    @Test("The README's lesson on views passes --check, and the README shows it as checked")
    func viewsLessonPasses() throws {
        let root = DifferentialSessionTests.packageRoot
        let lesson = "Tests/Lessons/views.transcript"
        let result = try BindscopeProcess.run(["--check", lesson], currentDirectory: root)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput == "\(lesson): 10 entries match\n")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let text = try String(contentsOf: root.appendingPathComponent(lesson), encoding: .utf8)
        #expect(readme.contains("```text\n" + text + "```\n"))
    }

    @Test("--bless rewrites what differs, keeps the rest, and the result passes")
    func bless() throws {
        let root = DifferentialSessionTests.packageRoot
        let original = try String(contentsOf: root.appendingPathComponent(Self.lesson), encoding: .utf8)
        let broken = original.replacingOccurrences(of: "open: Int = 2", with: "open: Int = 9")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-\(UUID().uuidString).transcript")
        defer { try? FileManager.default.removeItem(at: file) }
        try broken.write(to: file, atomically: true, encoding: .utf8)
        let failing = try BindscopeProcess.run(["--check", file.path])
        #expect(failing.status == 1)
        #expect(failing.standardOutput.contains("-open: Int = 9"))
        #expect(failing.standardOutput.contains("+open: Int = 2"))
        let blessing = try BindscopeProcess.run(["--check", "--bless", file.path])
        #expect(blessing.status == 0)
        #expect(blessing.standardOutput == "\(file.path): 1 of 12 entries rewritten\n", "it says how many it rewrote")
        #expect(try String(contentsOf: file, encoding: .utf8) == original)
        #expect(try BindscopeProcess.run(["--check", file.path]).status == 0)
    }

    @Test("--bless without --check is a usage error")
    func blessNeedsCheck() throws {
        let result = try BindscopeProcess.run(["--bless", Self.lesson], currentDirectory: DifferentialSessionTests.packageRoot)
        #expect(result.status == 64)
        #expect(result.standardError.contains("--bless goes with --check"))
    }
}
