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

    @Test("The README shows the lesson as it is checked")
    func readmeHoldsTheLesson() throws {
        let root = DifferentialSessionTests.packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lesson = try String(contentsOf: root.appendingPathComponent(Self.lesson), encoding: .utf8)
        #expect(readme.contains("```text\n" + lesson + "```\n"))
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
