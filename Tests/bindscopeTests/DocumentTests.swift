import Foundation
import Testing

/// The documents cannot drift from the program: every session they show with its output is a
/// lesson the suite replays with `--check` (or a golden transcript), included verbatim between
/// two marker comments; every link reaches a file and heading that exist; docs/commands.md's
/// generated part is what the program's own tables give; the README stays a landing page.
@Suite("Documents: README.md and docs/ hold what the program does")
struct DocumentTests {
    static let root = DifferentialSessionTests.packageRoot

    /// README.md and every Markdown file under docs/, from the package's root.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    /// The lessons the documents show, each replayed by `--check`.
    static let lessons: [String] = {
        let directory = root.appendingPathComponent("Tests/Lessons/Docs")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".transcript") }.sorted().map { "Tests/Lessons/Docs/\($0)" }
    }()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("A documents' lesson passes --check", arguments: DocumentTests.lessons)
    func lessonPasses(_ lesson: String) throws {
        let result = try BindscopeProcess.run(["--check", lesson], currentDirectory: Self.root)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    }

    /// The script beside a lesson is what it was recorded from (Scripts/record-lessons): an
    /// edited script that was not recorded again would leave the documents showing the old one.
    /// (A lesson with errors interleaves two streams, which only a shell redirection keeps in
    /// order; those are left to --check.)
    @Test("A documents' lesson is what --echo prints for the script beside it", arguments: DocumentTests.lessons)
    func lessonIsRecordedFromItsScript(_ lesson: String) throws {
        let script = lesson.replacingOccurrences(of: ".transcript", with: ".swift")
        guard FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(script).path) else { return }
        let echoed = try BindscopeProcess.run(["--echo", "--keep-going", script], currentDirectory: Self.root)
        guard echoed.standardError.isEmpty else { return }
        let recorded = try Self.text(lesson)
        if echoed.standardOutput != recorded {
            Issue.record(
                """
                \(lesson) is not what \(script) prints now: run Scripts/record-lessons \(script)
                \(DifferentialSessionTests.difference(expected: recorded, actual: echoed.standardOutput))
                """)
        }
    }

    @Test("A document shows each session (or code) exactly as its checked file holds it", arguments: DocumentTests.documents)
    func includedSessionsMatch(_ document: String) throws {
        let text = try Self.text(document)
        for block in DocumentSessions.blocks(in: text) {
            // A transcript the suite replays, or a source file the suite compiles.
            let replayed = (block.path.hasPrefix("Tests/Lessons/") || block.path.hasPrefix("Tests/Transcripts/"))
                && block.path.hasSuffix(".transcript")
            let compiled = block.path.hasPrefix("Tests/") && block.path.hasSuffix(".swift") && !block.path.hasPrefix("Tests/Lessons/")
            #expect(replayed || compiled, "\(document) includes \(block.path), which no test checks")
            guard let transcript = try? Self.text(block.path) else {
                Issue.record("\(document) includes \(block.path), which does not exist")
                continue
            }
            if block.shown != transcript {
                Issue.record(
                    """
                    \(document): the session from \(block.path) differs from the file; copy it again \
                    (Scripts/include-files)
                    \(DifferentialSessionTests.difference(expected: transcript, actual: block.shown))
                    """)
            }
        }
    }

    @Test("Output at a prompt is shown only from a checked transcript", arguments: DocumentTests.documents)
    func noUncheckedSessions(_ document: String) throws {
        let outside = DocumentSessions.textOutsideBlocks(try Self.text(document))
        let prompts = outside.split(separator: "\n").filter { $0.hasPrefix("bindscope> ") }
        #expect(prompts.isEmpty, "\(document) shows a session no test runs: \(prompts.first ?? "")")
    }

    @Test("Every link of a document reaches a file, and a heading when it names one", arguments: DocumentTests.documents)
    func linksResolve(_ document: String) throws {
        let directory = (document as NSString).deletingLastPathComponent
        for link in DocumentLinks.links(in: try Self.text(document)) {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? document : (directory.isEmpty ? parts[0] : "\(directory)/\(parts[0])")
            let path = Self.root.appendingPathComponent(target).standardized.path
            guard FileManager.default.fileExists(atPath: path) else {
                Issue.record("\(document) links to \(link): no file \(target)")
                continue
            }
            guard parts.count == 2 else { continue }
            let headings = DocumentLinks.anchors(in: try String(contentsOfFile: path, encoding: .utf8))
            #expect(headings.contains(parts[1]), "\(document) links to \(link): \(target) has no heading #\(parts[1])")
        }
    }

    @Test("docs/commands.md's table is what bindscope --commands-reference makes of the command table")
    func commandsDocumentIsGenerated() throws {
        let generated = try BindscopeProcess.run(["--commands-reference"])
        #expect(generated.status == 0)
        let document = try Self.text("docs/commands.md")
        let part = try #require(DocumentSessions.generatedPart(of: document), "docs/commands.md lost its markers")
        if part != generated.standardOutput {
            Issue.record(
                """
                docs/commands.md differs from the command table: run Scripts/generate-commands-doc
                \(DifferentialSessionTests.difference(expected: generated.standardOutput, actual: part))
                """)
        }
    }

    @Test("The README is a landing page: at most 12 KB")
    func readmeIsShort() throws {
        let size = try Self.text("README.md").utf8.count
        #expect(size <= 12 * 1024, "README.md is \(size) bytes")
    }

    @Test("Each docs/ file the issue asks for is there")
    func documentsExist() {
        for name in ["tutorial", "workshops", "commands", "language", "reports", "statebinding", "performance", "architecture", "testing", "views"] {
            #expect(Self.documents.contains("docs/\(name).md"), "docs/\(name).md")
        }
    }
}
