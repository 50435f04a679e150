import BindscopeLanguage

/// The call a closure is an argument of, for `$0.` in `todos.filter { $0.`: read from the
/// lexer's tokens, so a brace or a parenthesis inside a string is no bracket.
extension CompletionContext {
    /// The call whose closure the text ends in, for completing `$0.`: in `todos.filter { $0.`
    /// the receiver `todos` and the method `filter`. Nil outside a closure, or when the
    /// closure is not a method's argument (`let f = { $0.`).
    static func enclosingClosureCall(in line: String) -> (receiver: String, method: String)? {
        let lexed = LexedLine(line)
        guard !lexed.endsInsideStringOrComment else { return nil }
        let tokens = lexed.tokens
        // The innermost `{` still open.
        var opens: [Int] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .open(.brace): opens.append(index)
            case .close(.brace): _ = opens.popLast()
            default: continue
            }
        }
        guard let brace = opens.last else { return nil }
        var calleeEnd = brace
        // `xs.sorted(by: {`: the label goes.
        if calleeEnd >= 2, tokens[calleeEnd - 1].kind == .colon, isName(tokens[calleeEnd - 2].kind) {
            calleeEnd -= 2
        }
        guard calleeEnd > 0 else { return nil }
        switch tokens[calleeEnd - 1].kind {
        case .comma:
            // `xs.reduce(0, {`: the call's other arguments go.
            if let open = unmatchedParenthesis(in: tokens[..<calleeEnd]) { calleeEnd = open }
        case .open(.parenthesis):
            // `xs.map({`
            calleeEnd -= 1
        case .close(.parenthesis):
            // `xs.reduce(0) {`: a trailing closure after the arguments.
            if let open = unmatchedParenthesis(in: tokens[..<(calleeEnd - 1)]) { calleeEnd = open }
        default:
            break
        }
        guard calleeEnd > 0 else { return nil }
        let callee = tokens[..<calleeEnd]
        let start = postfixChainStart(of: callee, in: line, endingAt: callee[calleeEnd - 1].range.upperBound)
        // The chain ends `.method`, after a receiver.
        let dot = calleeEnd - 2
        guard start < dot, isName(tokens[calleeEnd - 1].kind), tokens[dot].kind == .dot else { return nil }
        let unwraps = tokens[dot - 1].kind == .operator("?")
        let receiverEnd = unwraps ? tokens[dot - 1].range.lowerBound : tokens[dot].range.lowerBound
        guard receiverEnd > tokens[start].range.lowerBound else { return nil }
        return (String(line[tokens[start].range.lowerBound..<receiverEnd]), String(line[tokens[calleeEnd - 1].range]))
    }

    private static func isName(_ kind: LexedLine.Kind) -> Bool {
        kind == .identifier || kind == .keyword
    }

    /// The index of the last `(` in `tokens` that no `)` closes.
    private static func unmatchedParenthesis(in tokens: ArraySlice<LexedLine.Token>) -> Int? {
        var depth = 0
        for index in tokens.indices.reversed() {
            switch tokens[index].kind {
            case .close(.parenthesis): depth += 1
            case .open(.parenthesis):
                if depth == 0 { return index }
                depth -= 1
            default: continue
            }
        }
        return nil
    }
}
