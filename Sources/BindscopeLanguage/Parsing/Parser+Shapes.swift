/// The shapes of top-level statements (see `StatementShape`).
extension Parser {
    /// The shape of `statement`, a top-level statement of height `height` made of the tokens
    /// `first..<end`; nil when it has none (not an expression, an assignment or a plain
    /// declaration, or braces or `#` in it).
    ///
    /// A plain declaration (`let b17 = $items[17]`: `let` or `var`, a name, `=` and a value;
    /// no attribute, modifier, type or observer) has one too, in which the digits ending the
    /// declared name are left out as well (they are no literal: marked 0xFE, which no lexed
    /// text holds): `let b18 = $items[18]` is alike. Not when another name in the statement
    /// could be one it declares (the same letters and as many digits: `let x1 = x2 + 1`), as
    /// then a later line alike would mean something else by it.
    func shape(of statement: Statement, height: Int, tokens first: Int, to end: Int) -> StatementShape? {
        guard let table = shapeTable, end > first else { return nil }
        var declared: StatementShape.DeclaredName?
        switch statement.kind {
        case .expression, .assignment: break
        case .variable(let declaration) where Self.isPlain(declaration):
            declared = StatementShape.DeclaredName(
                name: declaration.name, location: declaration.nameLocation, isConstant: declaration.isConstant)
        default: return nil
        }
        let firstToken = tokens[first], lastToken = tokens[end - 1]
        let start = firstToken.start, line = firstToken.location.line
        // Most often the statement is alike the one before: its key would be that one's.
        if let latest = table.recent.first,
            let shape = shape(alike: latest, from: start, to: lastToken.end, column: firstToken.location.column, declared: declared)
        {
            return shape
        }
        var literals = ShapeLiterals()
        table.positions.removeAll(keepingCapacity: true)
        table.ranges.removeAll(keepingCapacity: true)
        table.key.removeAll(keepingCapacity: true)
        var namePlace: ShapeTemplate.DeclaredNamePlace?
        let column = firstToken.location.column
        for shift in stride(from: 0, to: 32, by: 8) { table.key.append(UInt8(truncatingIfNeeded: column >> shift)) }
        let keyStart = table.key.count - start
        for byte in source[start..<lastToken.end] {
            if byte == UInt8(ascii: "#") || byte == 0xFF { return nil }
            table.key.append(byte)
        }
        for position in first..<end {
            let token = tokens[position]
            switch token.kind {
            case .leftBrace, .rightBrace, .invalid: return nil
            case .integerLiteral:
                guard let value = Self.plainDecimal(source[token.start..<token.end]) else { continue }
                literals.append(value)
                table.positions.append((token.location.line - line, token.location.column))
                table.ranges.append((token.start - start, token.end - token.start))
                // 0xFF never appears in text that lexed.
                for offset in token.start..<token.end { table.key[keyStart + offset] = 0xFF }
            case .identifier:
                guard let declaration = declared else { continue }
                let name = source[token.start..<token.end]
                if token.location == declaration.location {
                    // The name as written (no backticks): its trailing digits left out.
                    guard name.elementsEqual(declaration.name.utf8) else { return nil }
                    namePlace = ShapeTemplate.DeclaredNamePlace(
                        offset: token.start - start, count: token.end - token.start,
                        lineOffset: token.location.line - line, column: token.location.column,
                        isConstant: declaration.isConstant)
                    var offset = token.end
                    while offset > token.start, Self.isDigit(source[offset - 1]) {
                        offset -= 1
                        table.key[keyStart + offset] = 0xFE
                    }
                } else if Self.mayBe(name, declaration.name) {
                    return nil
                }
            default: continue
            }
        }
        let endLocation = endLocation(of: lastToken)
        var relativeLast = lastToken
        relativeLast.start -= start
        relativeLast.end -= start
        relativeLast.location.line -= line
        let template = table.template(
            startColumn: column, endLineOffset: endLocation.line - line, endColumn: endLocation.column,
            kind: statement.kind, height: height, tokenCount: end - first, declaredName: namePlace,
            lastToken: relativeLast)
        return StatementShape(template: template, literals: literals, declared: declared)
    }

    /// The shape of the statement of bytes `start..<end` at `column`, when it is `template`'s:
    /// the same bytes but for digits where the template left them out. Then its key is the
    /// template's (the same bytes lex as the same tokens, digits for digits), without making it.
    private func shape(
        alike template: ShapeTemplate, from start: Int, to end: Int, column: Int, declared: StatementShape.DeclaredName?
    ) -> StatementShape? {
        let length = end - start
        guard template.startColumn == column, template.key.count - 4 == length else { return nil }
        let alike = template.key.withUnsafeBufferPointer { key in
            for offset in 0..<length {
                let expected = key[4 + offset], byte = source[start + offset]
                if expected == byte { continue }
                if expected < 0xFE || !Self.isDigit(byte) { return false }
            }
            return true
        }
        guard alike else { return nil }
        return StatementShape(template: template, literals: literalValues(of: template, at: start), declared: declared)
    }

    /// A declaration whose shape may leave out its name's digits: `let`/`var`, a name, a value.
    private static func isPlain(_ declaration: VariableDeclaration) -> Bool {
        declaration.attributes.isEmpty && declaration.modifiers.isEmpty && declaration.type == nil
            && declaration.initializer != nil && !declaration.isStatic && declaration.willSet == nil
            && declaration.didSet == nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether the identifier `spelling` (with any `$`, `_` or backticks around it) could name
    /// what a declaration alike `name` declares: the same bytes but for as many trailing digits.
    private static func mayBe(_ spelling: Slice<UnsafeBufferPointer<UInt8>>, _ name: String) -> Bool {
        var bytes = spelling[...]
        while let first = bytes.first, first == UInt8(ascii: "$") || first == UInt8(ascii: "_") || first == UInt8(ascii: "`") {
            bytes = bytes.dropFirst()
        }
        if bytes.last == UInt8(ascii: "`") { bytes = bytes.dropLast() }
        var name = Array(name.utf8)[...]
        while let first = name.first, first == UInt8(ascii: "_") { name = name.dropFirst() }
        guard bytes.count == name.count else { return false }
        var stem = name.count
        while stem > 0, isDigit(name[name.startIndex + stem - 1]) { stem -= 1 }
        for (offset, (byte, expected)) in zip(bytes, name).enumerated() where byte != expected {
            if offset < stem || !isDigit(byte) { return false }
        }
        return true
    }

    /// The value of at most 18 decimal digits (no `_`, no prefix), else nil.
    private static func plainDecimal(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The values of the literals of a statement alike `template` starting at byte `start`
    /// (its literals' bytes are digits: the comparison with the template made sure).
    private func literalValues(of template: ShapeTemplate, at start: Int) -> ShapeLiterals {
        var literals = ShapeLiterals()
        for range in template.literalRanges {
            var value = 0
            for byte in source[(start + range.offset)..<(start + range.offset + range.count)] {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            literals.append(value)
        }
        return literals
    }

    /// A top-level statement starting at the current token, at the start of a line, alike one
    /// of the last few shapes met (the same bytes but for its literals' digits, and for a
    /// plain declaration its name's trailing digits): its tokens are skipped, and the statement
    /// given has the earlier statement's tree (`isCopy`), with its own place, literals and
    /// shape; a declaration's own name and name's place are in that shape
    /// (`StatementShape.declared`). Nil when none is alike.
    ///
    /// Being alike, it parses as that statement did, provided it ends as that one did: the
    /// token after it must start a line and be a name, `let`, `var` or the end of the input,
    /// which no expression or declaration goes on with.
    mutating func repeatedStatement() -> (statement: Statement, height: Int)? {
        guard let table = shapeTable, !table.recent.isEmpty else { return nil }
        let token = current
        guard token.isAtStartOfLine else { return nil }
        let start = token.start, column = token.location.column
        for template in table.recent where template.startColumn == column {
            let length = template.key.count - 4
            guard start + length <= source.count else { continue }
            let alike = template.key.withUnsafeBufferPointer { key in
                for offset in 0..<length {
                    let expected = key[4 + offset], byte = source[start + offset]
                    if expected == byte { continue }
                    // 0xFF: a literal's digit; 0xFE: a declared name's (see `shape(of:)`).
                    if expected < 0xFE || !Self.isDigit(byte) { return false }
                }
                return true
            }
            guard alike else { continue }
            // A declaration's own name is in its shape: its tree stays the template's (making
            // one of its own cost more than the rest of the copy).
            var declared: StatementShape.DeclaredName?
            if case .variable = template.kind {
                guard let place = template.declaredName else { continue }
                let nameStart = start + place.offset
                declared = StatementShape.DeclaredName(
                    name: String(decoding: source[nameStart..<(nameStart + place.count)], as: UTF8.self),
                    location: SourceLocation(line: token.location.line + place.lineOffset, column: place.column),
                    isConstant: place.isConstant)
            }
            let end = index + template.tokenCount
            if tokens.hasLexed(end - 1) {
                let last = tokens[end - 1], follower = tokens[end]
                guard last.end == start + length, Self.endsAStatement(follower) else { continue }
            } else {
                // Its tokens are the template's (the same bytes lex alike): only the one after
                // it is lexed, and the rest skipped.
                let lastLine = token.location.line + template.endLineOffset
                let after = tokens.token(
                    lexedFrom: start + length, line: lastLine, lineStart: start + length - (template.endColumn - 1))
                guard Self.endsAStatement(after.token) else { continue }
                // The last token as lexed here: the template's, moved, bound to what follows it.
                var last = template.lastToken
                last.start += start
                last.end += start
                last.location.line += token.location.line
                switch last.kind {
                case .operator(.question) where last.isLeftBound, .operator(.exclamation) where last.isLeftBound:
                    last.isRightBound = false  // as `Lexer.lexToken` makes it
                default:
                    last.isRightBound = after.lexer.isRightBound(after: last.end, isLeftBound: last.isLeftBound)
                }
                tokens.skip(to: end - 1, standingFor: last, then: after.token, resumingAs: after.lexer)
            }
            let literals = literalValues(of: template, at: start)
            index = end
            table.noteUsed(template)
            var statement = Statement(template.kind, at: token.location)
            statement.shape = StatementShape(template: template, literals: literals, declared: declared, copiedAt: start)
            return (statement, template.height)
        }
        return nil
    }

    /// Whether `follower`, the token after a statement, ends it whatever came before: the end
    /// of the input, or at the start of a line a name (`x = 1` then `y = 2`), `let` or `var`
    /// (a declaration after a declaration). An expression or a declaration may go on with a
    /// line starting `.`, an operator, `as`, `is`, `{` or `,`, never with one of these.
    private static func endsAStatement(_ follower: Token) -> Bool {
        switch follower.kind {
        case .endOfFile: true
        case .identifier, .keyword(.let), .keyword(.var): follower.isAtStartOfLine
        default: false
        }
    }
}

extension SessionParser {
    /// The tree of `statement`, a copy (`StatementShape.isCopy`) of one alike in `bytes`,
    /// parsed from its own text; its shape stays.
    public static func reparse(_ statement: Statement, in bytes: UnsafeBufferPointer<UInt8>) -> Statement {
        guard let shape = statement.shape, shape.isCopy else { return statement }
        // As deep as the first parse allowed: on a large stack when its text may nest deeply
        // (`parse` does the same), on the caller's thread for the rest.
        let end = min(bytes.count, shape.offset + shape.template.key.count - 4)
        let text = UnsafeBufferPointer(rebasing: bytes[shape.offset..<end])
        if mightNestDeeply(text) { return LargeStack.run { reparseOnThisThread(statement, shape: shape, in: bytes) } }
        return reparseOnThisThread(statement, shape: shape, in: bytes)
    }

    private static func reparseOnThisThread(
        _ statement: Statement, shape: StatementShape, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Statement {
        var parser = Parser(source: bytes, from: shape.offset, line: statement.location.line,
            lineStart: shape.offset - (statement.location.column - 1))
        parser.shapeTable = nil
        // As where it was met: first on its line (`repeatedStatement` takes no other).
        var first = parser.tokens[0]
        first.isAtStartOfLine = true
        first.isLeftBound = false
        parser.tokens[0] = first
        var statements: [Statement] = []
        do throws(ParseStop) {
            try parser.checkCurrent()
            _ = try parser.parseStatement(into: &statements)
        } catch {
            preconditionFailure("a statement alike one that parsed must parse")
        }
        precondition(statements.count == 1, "a statement alike one that parsed must parse alike")
        var parsed = statements[0]
        parsed.shape = StatementShape(template: shape.template, literals: shape.literals, declared: shape.declared)
        return parsed
    }
}
