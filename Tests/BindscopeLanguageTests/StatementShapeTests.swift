import Testing

@testable import BindscopeLanguage

/// A script's parsing thread gives a line alike one it parsed (the same bytes but for its
/// integer literals' digits) as a copy of that one's tree (`Parser.repeatedStatement`); reparsed
/// from its own text (`StatementStream.reparse`), every statement must be what the whole
/// parse gives, places included.
@Suite("Statement shapes: lines alike are copied, and reparse as they parse")
struct StatementShapeTests {
    private func streamed(_ source: String) -> (statements: [Statement], copies: Int, verdict: ParseResult) {
        let stream = StatementStream(source)
        var statements: [Statement] = []
        var copies = 0
        while let statement = stream.nextStatement() {
            if statement.shape?.isCopy == true { copies += 1 }
            statements.append(stream.reparse(statement))
        }
        return (statements, copies, stream.finish())
    }

    private func expectParsedAlike(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        let result = streamed(source)
        guard case .complete(let whole) = SessionParser.parse(source) else {
            Issue.record("does not parse", sourceLocation: sourceLocation)
            return 0
        }
        #expect(result.verdict == .complete([]), sourceLocation: sourceLocation)
        #expect(result.statements == whole, sourceLocation: sourceLocation)
        #expect(result.statements.map(\.debugDescription) == whole.map(\.debugDescription), sourceLocation: sourceLocation)
        return result.copies
    }

    @Test func linesAlikeAreCopiedAndReparseAsParsed() {
        let lines = (0..<300).map { "model.rows[\($0 % 7)].cells[\($0 % 3)].value = \($0 * 37)" }
        let source = lines.joined(separator: "\n") + "\n"
        #expect(expectParsedAlike(source) > 250)
        let stream = StatementStream(source)
        var literals: [[Int]] = []
        while let statement = stream.nextStatement() { literals.append(statement.shape?.literals ?? []) }
        _ = stream.finish()
        #expect(literals[5] == [5, 2, 185])
        #expect(literals.count == 300)
    }

    @Test func onlyLinesThatEndAlikeAreCopied() {
        let source = """
            x = 1
            x = 2
            x = 3
              .description
            x = 4 // four
            x = 5; y = 6
            y = 7
            print("8", 9)
            print("8", 10)
            print("\\(11)", 12)
            print("\\(13)", 12)
            z = 0x10
            z = 0x11
            z = 1_000
            z = 2_000
            z = -5
            z = -6
            print("#", 1)
            print("#", 2)
            f { 1 }
            f { 2 }
            t = (1,
                 2)
            t = (3,
                 4)
              x = 7
              x = 8
            x = 9
            """
        #expect(expectParsedAlike(source) >= 6)
    }
}
