import Foundation
import Testing

@testable import BindscopeLanguage

/// The history keeps where a statement starts and parses it again from its text
/// (`SessionParser.reparse`): at every top-level statement of every session and transcript
/// script, that must give back the statement the whole parse gave, places included, and where
/// the next one starts.
@Suite("Reparse: a statement parsed again from where it starts is the statement parsed")
struct ReparseTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func scripts() -> [URL] {
        ["Tests/Sessions", "Tests/Transcripts"].flatMap { directory in
            let url = packageRoot.appendingPathComponent(directory)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
        }
    }

    /// A type nested in another is hoisted before it with its qualified name: the history keeps
    /// a run of types' trees, so those are never parsed again.
    private static func isType(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .structure, .enumeration, .extensionDeclaration, .protocolDeclaration, .typeAlias: true
        default: false
        }
    }

    /// The statements of `source`, each checked against its reparse; the number checked.
    @discardableResult
    private func expectEveryStatementReparses(_ source: String, name: String) -> Int {
        guard case .complete(let statements) = SessionParser.parse(source) else { return 0 }
        var text = source
        let lineStarts = Self.lineStarts(source)
        var checked = 0
        for (index, statement) in statements.enumerated() where !Self.isType(statement) {
            let location = statement.location
            let reparsed = text.withUTF8 {
                SessionParser.reparse(at: location, lineStart: lineStarts[location.line - 1], in: $0)
            }
            guard let reparsed else {
                Issue.record("\(name):\(location): does not parse again")
                continue
            }
            #expect(reparsed.statements.contains(statement), "\(name):\(location)")
            // The next statement the parse gave that is not a nested type starts there.
            if let next = statements[(index + 1)...].first(where: { $0.location != location }), !Self.isType(next) {
                #expect(reparsed.follower == next.location, "\(name):\(location): follower")
            }
            checked += 1
        }
        return checked
    }

    static func lineStarts(_ source: String) -> [Int] {
        var starts = [0]
        for (offset, byte) in source.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }

    @Test func everySessionAndTranscriptStatementReparses() {
        let scripts = Self.scripts()
        #expect(scripts.count > 500)
        var checked = 0
        for script in scripts {
            guard let source = try? String(contentsOf: script, encoding: .utf8) else { continue }
            checked += expectEveryStatementReparses(source, name: script.lastPathComponent)
        }
        #expect(checked > 10_000)
    }

    /// Two statements on a line, two declared by one `var`, a command after a comment, a
    /// computed variable (its getter), nesting.
    @Test func statementsSharingALineAndAStart() {
        let source = """
            var a = 1, b = 2; a += b
              let (x, y) = (a, b) ; print(x)
            /* note */ :watch w = a + 1
            var total: Int { a + b }
            if a > 0 { print(a) } else { print(b) }
            let deep = [[[[[[[[[[1]]]]]]]]]]

            """
        #expect(expectEveryStatementReparses(source, name: "inline") == 9)
    }

    @Test func textThatIsNotTheStatementsGivesNothing() {
        var text = "let a = 1\nlet b = \n"
        let atA = text.withUTF8 { SessionParser.reparse(at: SourceLocation(line: 1, column: 1), lineStart: 0, in: $0) }
        #expect(atA?.statements.count == 1)
        #expect(atA?.follower == SourceLocation(line: 2, column: 1))
        let incomplete = text.withUTF8 { SessionParser.reparse(at: SourceLocation(line: 2, column: 1), lineStart: 10, in: $0) }
        #expect(incomplete == nil)
        let pastTheEnd = text.withUTF8 { SessionParser.reparse(at: SourceLocation(line: 2, column: 40), lineStart: 10, in: $0) }
        #expect(pastTheEnd == nil)
    }
}
