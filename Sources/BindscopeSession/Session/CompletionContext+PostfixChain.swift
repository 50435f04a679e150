import BindscopeLanguage

/// Where the postfix chain before the cursor starts (`$todos[0].`, `first(where: { $0.done })?.`,
/// `filter { !$0.done }.`), read from the lexer's tokens so that strings, comments, escapes,
/// interpolations, raw strings and operators are what the parser takes them for.
extension CompletionContext {
    /// Where the chain that ends `line` starts: its end when the line ends in a space or an
    /// operator; nil when it ends inside a string literal or a comment, where nothing completes.
    static func postfixChainStart(in line: String) -> String.Index? {
        let lexed = LexedLine(line)
        guard !lexed.endsInsideStringOrComment else { return nil }
        let start = postfixChainStart(of: lexed.tokens[...], in: line, endingAt: line.endIndex)
        return start < lexed.tokens.endIndex ? lexed.tokens[start].range.lowerBound : line.endIndex
    }

    /// The index of the first token of the chain that `tokens` end with, or `tokens.endIndex`
    /// when none does (`end`, where the text stops, is past the last token: a space ends it).
    ///
    /// One chain per open bracket (and the top level): a call, a subscript or a trailing
    /// closure continues its chain, an operator, a comma or a space ends it (a space before `{`
    /// continues it: a trailing closure).
    static func postfixChainStart(
        of tokens: ArraySlice<LexedLine.Token>, in line: String, endingAt end: String.Index
    ) -> Int {
        var chains: [Int?] = [nil]
        var previousEnd = line.startIndex
        for index in tokens.indices {
            let token = tokens[index]
            // Whitespace and comments are no tokens: a gap between two tokens is a space.
            let afterSpace = token.range.lowerBound > previousEnd
            previousEnd = token.range.upperBound
            let current = chains[chains.count - 1]
            let startsChain = current == nil || afterSpace
            switch token.kind {
            case .open(let bracket):
                // A call, a subscript or a trailing closure continues the chain; otherwise the
                // group (parentheses, an array literal) starts one.
                let continues = current != nil && (!afterSpace || bracket == .brace)
                chains[chains.count - 1] = continues ? current : index
                chains.append(nil)
            case .close:
                if chains.count > 1 { chains.removeLast() } else { chains[0] = nil }
            case .operator("!"), .operator("?"):
                // Postfix (`first!`, `first?.`) continues a chain; prefix (`!done`) is an operator.
                if startsChain { chains[chains.count - 1] = nil }
            case .identifier, .keyword, .number, .stringLiteral, .dot:
                if startsChain { chains[chains.count - 1] = index }
            case .other where line[token.range] == "$":
                // A lone `$` is no name to the lexer, but at the cursor it begins `$person`.
                if startsChain { chains[chains.count - 1] = index }
            default:
                chains[chains.count - 1] = nil
            }
        }
        guard previousEnd == end || tokens.isEmpty else { return tokens.endIndex }
        return chains[chains.count - 1] ?? tokens.endIndex
    }
}
