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

    /// The statements of a whole parse copying lines alike (as `Session.run` parses a text),
    /// each copy parsed again from the text.
    private func copying(_ source: String) -> (statements: [Statement], copies: Int)? {
        guard case .complete(let parsed) = SessionParser.parse(source, copyingAlike: true) else { return nil }
        var text = source
        let statements = text.withUTF8 { bytes in parsed.map { SessionParser.reparse($0, in: bytes) } }
        return (statements, parsed.filter { $0.shape?.isCopy == true }.count)
    }

    /// Parses `source` streamed and whole, copying lines alike, and expects every statement
    /// (each copy parsed again) to be what a parse copying nothing gives; returns how many
    /// statements each parse copied (the same for both).
    private func expectParsedAlike(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        let result = streamed(source)
        guard case .complete(let whole) = SessionParser.parse(source), let copied = copying(source) else {
            Issue.record("does not parse", sourceLocation: sourceLocation)
            return 0
        }
        #expect(result.verdict == .complete([]), sourceLocation: sourceLocation)
        #expect(result.statements == whole, sourceLocation: sourceLocation)
        #expect(result.statements.map(\.debugDescription) == whole.map(\.debugDescription), sourceLocation: sourceLocation)
        #expect(copied.statements == whole, sourceLocation: sourceLocation)
        #expect(copied.statements.map(\.debugDescription) == whole.map(\.debugDescription), sourceLocation: sourceLocation)
        #expect(copied.copies == result.copies, sourceLocation: sourceLocation)
        return result.copies
    }

    /// What a copy gives before it is parsed again: a declaration's own name and its place,
    /// in its shape (its tree is the statement's it copies).
    @Test func declarationsAlikeAreCopiedWithTheirOwnNames() {
        let lines = (0..<300).map { "let b\($0) = $items[\($0)]" }
        let source = lines.joined(separator: "\n") + "\n"
        #expect(expectParsedAlike(source) >= 300 - 3)
        guard case .complete(let parsed) = SessionParser.parse(source, copyingAlike: true) else {
            Issue.record("does not parse")
            return
        }
        let statement = parsed[123]
        #expect(statement.shape?.isCopy == true)
        #expect(statement.shape?.literals == [123])
        #expect(statement.location == SourceLocation(line: 124, column: 1))
        let declared = statement.shape?.declared
        #expect(declared?.name == "b123")
        #expect(declared?.location == SourceLocation(line: 124, column: 5))
        #expect(declared?.isConstant == true)
        guard case .variable(let copied) = statement.kind else {
            Issue.record("not a declaration")
            return
        }
        #expect(copied.name != "b123")
        // Parsed again, its tree is its own, and its shape still names what it declares.
        var bytes = source
        let own = bytes.withUTF8 { SessionParser.reparse(statement, in: $0) }
        guard case .variable(let declaration) = own.kind else {
            Issue.record("not a declaration once parsed again")
            return
        }
        #expect(declaration.name == "b123")
        #expect(declaration.nameLocation == SourceLocation(line: 124, column: 5))
        #expect(declaration.isConstant)
        #expect(own.shape?.isCopy == false)
        #expect(own.shape?.declared?.name == "b123")
        #expect(own.shape?.declared?.location == declaration.nameLocation)
    }

    @Test func onlyDeclarationsThatEndAlikeAreCopied() {
        let source = """
            let a1 = 1
            let a2 = 2
            var a3 = 3
            var a4 = 4
            let a5 = 5
              .description
            let a6 = 6 + 1
            let a7 = 7, a8 = 8
            let a9 = 9
            let a0 = 0
            var b1 = 10
            var b2 = 20 { didSet { } }
            var b3 = 30
            let c1 = a1 + 1
            let c2 = a1 + 2
            let c3 = c2 + 1
            let c4 = c2 + 1
            let c5 = x5 + 1
            let c6 = x5 + 1
            let `d1` = 1
            let `d2` = 2
            let e1 = 1 // one
            let e2 = 2 // two
            let e3 = 3; let e4 = 4
            let e5 = 5
            @State var f1 = 1
            @State var f2 = 2
            let g1: Int = 1
            let g2: Int = 2
            let h01 = 1
            let h02 = 2
            let h3 = 3
            let h44 = 4
            print(h44)
            let i1 = 1
            i1
            let i2 = 2
            let j1 = 1
              let j2 = 2
              let j3 = 3
            let j4 = 4
            """
        #expect(expectParsedAlike(source) >= 10)
    }

    /// Lines of five tokens or more, alike the one before, are skipped unlexed but for the
    /// token after them: whatever follows must still tell where they end.
    @Test func longLinesSkippedUnlexedEndAsParsed() {
        let source = """
            let c1 = x[1] + 1
            let c2 = x[2] + 1
            let c3 = x[3] + 1
              .description
            let c4 = x[4] + 1 // four
            let c5 = x[5] + 1; let c6 = x[6] + 1
            let c7 = x[7] + 1
            let c8 = x[8] + 1
            + 2
            let c9 = x[9] + 1
            let c10 = x[10] + 1
            let c11 = x[11] + 1 as Int
            let c12 = x[12] + 1
            let c13 = x[13] + 1
            /* a comment */ let c14 = x[14] + 1
            let c15 = x[15] + 1
            print(x[1], c1 + 2)
            print(x[2], c1 + 3)
            print(x[3], c1 + 4)
            "é"
            print(x[4], c1 + 5)
            print(x[5], c1 + 6)
            _ = 1
            print(x[6], c1 + 7)
            print(x[7], c1 + 8)
            let c16 = x[16] + 1
            let c17 = x[17] + 1
            """
        #expect(expectParsedAlike(source) >= 8)
        #expect(expectParsedAlike(source + "\n") >= 8)
        #expect(expectParsedAlike(source + " // end") >= 8)
    }

    @Test func linesAlikeAreCopiedAndReparseAsParsed() {
        let lines = (0..<300).map { "model.rows[\($0 % 7)].cells[\($0 % 3)].value = \($0 * 37)" }
        let source = lines.joined(separator: "\n") + "\n"
        #expect(expectParsedAlike(source) > 250)
        let stream = StatementStream(source)
        var literals: [[Int]] = []
        while let statement = stream.nextStatement() { literals.append(Array(statement.shape?.literals ?? [])) }
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

    /// Up to two literals are kept inline, more in an array: either way a shape's literals
    /// read, compare and hash as the values they are.
    @Test func literalsReadAndCompareAsTheirValues() {
        for count in 0...5 {
            let values = (0..<count).map { $0 * 7 - 3 }
            var literals = ShapeLiterals()
            for value in values { literals.append(value) }
            #expect(Array(literals) == values)
            #expect(literals.count == count)
            var built = ShapeLiterals()
            for value in values { built.append(value) }
            #expect(literals == built)
            #expect(literals.hashValue == built.hashValue)
            var longer = literals
            longer.append(1)
            #expect(longer != literals)
            if count > 0 {
                var other = ShapeLiterals()
                for value in values.dropLast() { other.append(value) }
                other.append(values.last! + 1)
                #expect(other != literals)
            }
        }
        let three: ShapeLiterals = [5, 2, 185]
        #expect(Array(three) == [5, 2, 185])
    }
}
