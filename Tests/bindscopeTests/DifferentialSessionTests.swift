import Foundation
import Testing

/// Every session in Tests/Sessions, run by bindscope, must print what the real Swift compiler's
/// program printed: `NAME.expected` is that program's standard output and `NAME.trap`, when
/// present, the message it trapped with (both recorded by `Scripts/record-sessions`).
@Suite("Differential sessions: bindscope prints what compiled Swift prints")
struct DifferentialSessionTests {
    /// The package root, found from this file's path: Tests/bindscopeTests/ is two levels down.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let sessionsDirectory = packageRoot.appendingPathComponent("Tests/Sessions")

    /// The session names (file names without `.swift`), sorted.
    static let allSessionNames: [String] = {
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: sessionsDirectory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }()

    /// The sessions run: all, or every Nth with `BINDSCOPE_SESSION_SHARE=N`, which the
    /// sanitized run sets (each session is a process of its own, and under AddressSanitizer
    /// all of them would take most of CI's time; the plain run has run them all already).
    static let sessionNames: [String] = {
        guard let text = ProcessInfo.processInfo.environment["BINDSCOPE_SESSION_SHARE"], let share = Int(text), share > 1 else {
            return allSessionNames
        }
        return allSessionNames.enumerated().compactMap { $0.offset % share == 0 ? $0.element : nil }
    }()

    @Test("Every session has its recorded output")
    func everySessionIsRecorded() {
        #expect(!Self.allSessionNames.isEmpty, "no sessions in \(Self.sessionsDirectory.path)")
        for name in Self.allSessionNames {
            let expected = Self.sessionsDirectory.appendingPathComponent("\(name).expected")
            #expect(
                FileManager.default.fileExists(atPath: expected.path),
                "\(name).expected is missing: run Scripts/record-sessions Tests/Sessions/\(name).swift")
        }
    }

    @Test("The session prints what Swift prints", arguments: DifferentialSessionTests.sessionNames)
    func session(_ name: String) throws {
        let directory = Self.sessionsDirectory
        let expected = try String(
            contentsOf: directory.appendingPathComponent("\(name).expected"), encoding: .utf8)
        let trapFile = directory.appendingPathComponent("\(name).trap")
        let trap = FileManager.default.fileExists(atPath: trapFile.path)
            ? try String(contentsOf: trapFile, encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            : nil

        let result = try BindscopeProcess.run(
            ["--quiet", "Tests/Sessions/\(name).swift"], currentDirectory: Self.packageRoot)

        if result.standardOutput != expected {
            Issue.record(
                """
                \(name): standard output differs from \(name).expected
                \(Self.difference(expected: expected, actual: result.standardOutput))
                """)
        }
        if let trap {
            #expect(
                result.status == 1,
                "\(name) should trap with exit status 1; it exited with \(result.status). stderr:\n\(result.standardError)")
            #expect(
                result.standardError.contains(trap),
                "\(name) should report the trap\n  expected stderr to contain: \(trap)\n  actual stderr:\n\(result.standardError)")
        } else {
            #expect(
                result.status == 0,
                "\(name) should exit with status 0; it exited with \(result.status). stderr:\n\(result.standardError)")
            #expect(
                result.standardError.isEmpty,
                "\(name) should print nothing on stderr; it printed:\n\(result.standardError)")
        }
    }

    /// The first differing line of two outputs, then both outputs with line numbers, differing
    /// lines marked with `!` (at most `limit` lines of each).
    static func difference(expected: String, actual: String, limit: Int = 80) -> String {
        let expectedLines = lines(expected), actualLines = lines(actual)
        let count = max(expectedLines.count, actualLines.count)
        let first = (0..<count).first { index in
            index >= expectedLines.count || index >= actualLines.count
                || expectedLines[index] != actualLines[index]
        }
        func line(_ lines: [Substring], _ index: Int) -> String {
            index < lines.count ? String(reflecting: String(lines[index])) : "(no line)"
        }
        func listing(_ lines: [Substring], against other: [Substring]) -> String {
            let numbered = lines.prefix(limit).enumerated().map { index, text in
                let mark = index < other.count && other[index] == text ? " " : "!"
                let number = String(index + 1)
                return "\(mark)\(String(repeating: " ", count: max(0, 4 - number.count)))\(number) | \(text)"
            }
            let more = lines.count > limit ? ["  … \(lines.count - limit) more lines"] : []
            return (numbered + more).joined(separator: "\n")
        }
        func ending(_ text: String) -> String {
            text.isEmpty ? "empty" : text.hasSuffix("\n") ? "\(lines(text).count) lines"
                : "\(lines(text).count) lines, no final newline"
        }
        let summary = first.map {
            """
            first difference at line \($0 + 1):
              expected: \(line(expectedLines, $0))
              actual:   \(line(actualLines, $0))
            """
        } ?? "the lines agree; only the final newline differs"
        return """
            \(summary)
            --- expected (\(ending(expected))) ---
            \(listing(expectedLines, against: actualLines))
            --- actual (\(ending(actual))) ---
            \(listing(actualLines, against: expectedLines))
            """
    }

    /// The lines of `text`; a final newline ends the last line rather than starting another.
    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return text.isEmpty ? [] : lines
    }
}
