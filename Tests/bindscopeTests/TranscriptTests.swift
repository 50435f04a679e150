import Foundation
import Testing

/// Golden transcripts of what a user sees: each `Tests/Transcripts/NAME.swift` is run by the
/// real binary (with the arguments named on its first line, `// arguments: --keep-going`, and
/// the environment on a line `// environment: COLUMNS=40` among its first lines),
/// and everything it wrote must equal `NAME.transcript`: standard output, standard error and
/// the exit status, in three labelled sections. `Scripts/record-transcripts` rewrites them
/// from the current binary; review the diff before committing it.
@Suite("Transcripts: the default output and every error message")
struct TranscriptTests {
    static let directory = DifferentialSessionTests.packageRoot.appendingPathComponent("Tests/Transcripts")

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }()

    /// Run twice, in two processes: the same input must print the same bytes on every run
    /// (nothing may depend on hashing order, addresses or the clock).
    @Test("The transcript matches, on two runs", arguments: TranscriptTests.names)
    func transcript(_ name: String) throws {
        let sessionPath = "Tests/Transcripts/\(name).swift"
        let source = try String(contentsOf: Self.directory.appendingPathComponent("\(name).swift"), encoding: .utf8)
        let expected = try String(
            contentsOf: Self.directory.appendingPathComponent("\(name).transcript"), encoding: .utf8)
        // Transcripts that `:save` write their files in `.build/`, which a build elsewhere
        // (`Scripts/test-sanitized` builds in `.build-address`) leaves absent in a fresh clone.
        try FileManager.default.createDirectory(
            at: DifferentialSessionTests.packageRoot.appendingPathComponent(".build"), withIntermediateDirectories: true)
        for run in 1...2 {
            let result = try BindscopeProcess.run(
                Self.arguments(in: source) + [sessionPath], currentDirectory: DifferentialSessionTests.packageRoot,
                environment: Self.environment(in: source))
            let actual = Self.transcript(result)
            if actual != expected {
                Issue.record(
                    """
                    \(name): run \(run): the transcript differs from \(name).transcript
                    \(DifferentialSessionTests.difference(expected: expected, actual: actual))
                    """)
            }
        }
    }

    @Test("There are transcripts")
    func transcriptsExist() {
        #expect(Self.names.count >= 10)
    }

    /// `// arguments: --keep-going --no-sample` on the first line.
    static func arguments(in source: String) -> [String] {
        guard let first = source.split(separator: "\n", maxSplits: 1).first,
            first.hasPrefix("// arguments:")
        else { return [] }
        return first.dropFirst("// arguments:".count).split(separator: " ").map(String.init)
    }

    /// `// environment: COLUMNS=40 NO_COLOR=1` on one of the first lines.
    static func environment(in source: String) -> [String: String] {
        let lines = source.split(separator: "\n", maxSplits: 3).prefix(3)
        guard let line = lines.first(where: { $0.hasPrefix("// environment:") }) else { return [:] }
        let assignments = line.dropFirst("// environment:".count).split(separator: " ").compactMap { word in
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
        return Dictionary(assignments) { $1 }
    }

    static func transcript(_ result: BindscopeProcess.Result) -> String {
        """
        --- standard output ---
        \(result.standardOutput)--- standard error ---
        \(result.standardError)--- exit status: \(result.status) ---

        """
    }
}
