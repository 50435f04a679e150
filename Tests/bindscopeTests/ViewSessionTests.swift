import Foundation
import Testing

/// Every view session in Tests/ViewSessions, run by bindscope, must print what the same
/// program compiled with swiftc against StateBindingUI printed (`import SwiftUI` mapped to
/// `import StateBindingUI`; recorded by `Scripts/record-sessions Tests/ViewSessions/NAME.swift`):
/// the session's views run on the same `ViewGraph` through `InterpretedViews`.
@Suite("View sessions: bindscope's views print what compiled views print")
struct ViewSessionTests {
    static let sessionsDirectory = DifferentialSessionTests.packageRoot.appendingPathComponent("Tests/ViewSessions")

    /// The session names (file names without `.swift`), sorted.
    static let sessionNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: sessionsDirectory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }()

    @Test("Every view session has its recorded output")
    func everySessionIsRecorded() {
        #expect(!Self.sessionNames.isEmpty, "no sessions in \(Self.sessionsDirectory.path)")
        for name in Self.sessionNames {
            let expected = Self.sessionsDirectory.appendingPathComponent("\(name).expected")
            #expect(
                FileManager.default.fileExists(atPath: expected.path),
                "\(name).expected is missing: run Scripts/record-sessions Tests/ViewSessions/\(name).swift")
        }
    }

    @Test("The view session prints what compiled Swift prints", arguments: ViewSessionTests.sessionNames)
    func session(_ name: String) throws {
        let directory = Self.sessionsDirectory
        let expected = try String(contentsOf: directory.appendingPathComponent("\(name).expected"), encoding: .utf8)
        let trapFile = directory.appendingPathComponent("\(name).trap")
        let trap = FileManager.default.fileExists(atPath: trapFile.path)
            ? try String(contentsOf: trapFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            : nil

        let result = try BindscopeProcess.run(
            ["--quiet", "Tests/ViewSessions/\(name).swift"], currentDirectory: DifferentialSessionTests.packageRoot)

        if result.standardOutput != expected {
            Issue.record(
                """
                \(name): standard output differs from \(name).expected
                \(DifferentialSessionTests.difference(expected: expected, actual: result.standardOutput))
                """)
        }
        if let trap {
            #expect(result.status == 1, "\(name) should trap with exit status 1; it exited with \(result.status). stderr:\n\(result.standardError)")
            #expect(
                result.standardError.contains(trap),
                "\(name) should report the trap\n  expected stderr to contain: \(trap)\n  actual stderr:\n\(result.standardError)")
        } else {
            #expect(result.status == 0, "\(name) should exit with status 0; it exited with \(result.status). stderr:\n\(result.standardError)")
            #expect(result.standardError.isEmpty, "\(name) should print nothing on stderr; it printed:\n\(result.standardError)")
        }
    }
}
