/// `#if` / `#elseif` / `#else` / `#endif`: conditional compilation, decided while lexing.
///
/// A directive and its condition are trivia: the lexer evaluates the condition
/// (`CompilationCondition`) and, for a branch that is not taken, skips its lines up to the
/// next directive of the same block. The parser then sees only the active branch's tokens, so
/// blocks work wherever Swift allows them (at top level, in type bodies, in function bodies,
/// around cases) with no rule of their own; the code of an inactive branch is not checked,
/// as in Swift. (Swift also requires it to parse; here it is only skipped.)
extension Lexer {
    /// One `#if` block the lexer is inside.
    struct ConditionalBlock {
        /// Whether one of its branches was taken already: the later ones are skipped.
        var hasTakenBranch: Bool
    }

    enum Directive: String {
        case `if`, elseif, `else`, endif
    }

    /// The directive whose `#` is at `position`, if one is.
    func directive(at offset: Int) -> Directive? {
        guard byte(at: offset) == UInt8(ascii: "#") else { return nil }
        var end = offset + 1
        while (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte(at: end)) { end += 1 }
        if Lexer.continuesIdentifier(byte(at: end)) { return nil }
        return Directive(rawValue: String(decoding: bytes[(offset + 1)..<end], as: UTF8.self))
    }

    /// Whether `bytes` may hold a directive (`#if` somewhere): a quick test, for callers that
    /// lex parts of a text apart (`SessionParser+Halves`).
    static func mayHaveDirectives(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset + 2 < bytes.count {
            if bytes[offset] == UInt8(ascii: "#"), bytes[offset + 1] == UInt8(ascii: "i"), bytes[offset + 2] == UInt8(ascii: "f") {
                return true
            }
            offset += 1
        }
        return false
    }

    /// Handles the directive at `position` (`directive(at:)` found it): past it, and past
    /// every branch not taken after it. A problem (a bad condition, a stray `#endif`, input
    /// ending inside a block) is returned with where it is.
    mutating func lexDirective(_ directive: Directive) -> (LexProblem, SourceLocation)? {
        let start = location
        directiveLog.append((position, conditionalBlocks))
        position += 1 + directive.rawValue.utf8.count
        switch directive {
        case .if:
            let taken: Bool
            switch evaluateCondition() {
            case .success(let value): taken = value
            case .failure(let failure): return (failure.problem, failure.location)
            }
            conditionalBlocks.append(ConditionalBlock(hasTakenBranch: taken))
            if !taken { return skipBranch(untilEnd: false) }
        case .elseif:
            guard let block = conditionalBlocks.last else { return enclosingBranchEnds(at: start) }
            if block.hasTakenBranch {
                skipRestOfLine()
                return skipBranch(untilEnd: true)
            }
            switch evaluateCondition() {
            case .success(true): conditionalBlocks[conditionalBlocks.count - 1].hasTakenBranch = true
            case .success(false): return skipBranch(untilEnd: false)
            case .failure(let failure): return (failure.problem, failure.location)
            }
        case .else:
            guard let block = conditionalBlocks.last else { return enclosingBranchEnds(at: start) }
            if let problem = requireEndOfDirective() { return problem }
            if block.hasTakenBranch { return skipBranch(untilEnd: true) }
            conditionalBlocks[conditionalBlocks.count - 1].hasTakenBranch = true
        case .endif:
            guard !conditionalBlocks.isEmpty else {
                if startsInsideBlocks {
                    skipRestOfLine()
                    return nil
                }
                return strayTerminator(at: start)
            }
            if let problem = requireEndOfDirective() { return problem }
            conditionalBlocks.removeLast()
        }
        return nil
    }

    /// `#elseif` or `#else` with no `#if` before it: an error, unless the lexer started inside
    /// blocks (`startsInsideBlocks`), where it ends the branch taken: the rest is skipped.
    private mutating func enclosingBranchEnds(at location: SourceLocation) -> (LexProblem, SourceLocation)? {
        guard startsInsideBlocks else { return strayTerminator(at: location) }
        skipRestOfLine()
        return skipBranch(untilEnd: true)
    }

    /// Before lexing again from `offset` (a command's raw line, see `TokenSource.relex`): the
    /// blocks as they were there, forgetting the directives lexed ahead past it.
    mutating func rewindDirectives(to offset: Int) {
        guard let first = directiveLog.firstIndex(where: { $0.offset >= offset }) else { return }
        conditionalBlocks = directiveLog[first].blocksBefore
        directiveLog.removeSubrange(first...)
    }

    private func strayTerminator(at location: SourceLocation) -> (LexProblem, SourceLocation) {
        (.error(Diagnostic("unexpected conditional compilation block terminator", at: location)), location)
    }

    /// The condition after `#if` or `#elseif`, to the end of its line (a comment ends it too).
    private mutating func evaluateCondition() -> Result<Bool, ConditionProblem> {
        let lineEnd = endOfDirectiveLine()
        let conditionStart = position
        let column = position - lineStart + 1
        var condition = CompilationCondition(
            bytes: UnsafeBufferPointer(rebasing: bytes[conditionStart..<lineEnd]), languageMode: languageMode)
        let result = condition.evaluate()
        position = lineEnd
        switch result {
        case .success(let value): return .success(value)
        case .failure(let failure):
            let at = SourceLocation(line: line, column: column + failure.offset)
            return .failure(ConditionProblem(problem: .error(Diagnostic(failure.message, at: at)), location: at))
        }
    }

    /// A problem as `lexDirective` returns it, as an `Error` for `Result`.
    struct ConditionProblem: Error {
        let problem: LexProblem
        let location: SourceLocation
    }

    /// Where the directive's line ends: its newline, or a comment's start.
    private func endOfDirectiveLine() -> Int {
        var end = position
        while end < bytes.count, !isNewline(bytes[end]) {
            if bytes[end] == UInt8(ascii: "/"), byte(at: end + 1) == UInt8(ascii: "/") || byte(at: end + 1) == UInt8(ascii: "*") {
                break
            }
            end += 1
        }
        return end
    }

    private mutating func skipRestOfLine() {
        while position < bytes.count, !isNewline(bytes[position]) { position += 1 }
    }

    /// After `#else` or `#endif`: nothing but a comment on the rest of the line.
    private mutating func requireEndOfDirective() -> (LexProblem, SourceLocation)? {
        while byte(at: position) == UInt8(ascii: " ") || byte(at: position) == UInt8(ascii: "\t") { position += 1 }
        let end = endOfDirectiveLine()
        guard end > position else { return nil }
        let at = location
        skipRestOfLine()
        return (.error(Diagnostic("extra tokens following conditional compilation directive", at: at)), at)
    }

    /// Skips the lines of a branch not taken, up to the line of the next `#elseif` or `#else`
    /// of the same block (unless `untilEnd`) or its `#endif`, nested blocks included; the
    /// lexer is then at that directive's `#`. The input ending first is incomplete input.
    private mutating func skipBranch(untilEnd: Bool) -> (LexProblem, SourceLocation)? {
        var depth = 0
        while true {
            skipRestOfLine()
            guard position < bytes.count else { return (.incomplete, location) }
            consumeNewline()
            var first = position
            while byte(at: first) == UInt8(ascii: " ") || byte(at: first) == UInt8(ascii: "\t") { first += 1 }
            switch directive(at: first) {
            case .if?: depth += 1
            case .endif? where depth > 0: depth -= 1
            case .endif?:
                position = first
                return nil
            case .elseif?, .else?:
                if depth == 0, !untilEnd {
                    position = first
                    return nil
                }
            case nil: break
            }
        }
    }

    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
