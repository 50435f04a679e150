import BindscopeLanguage
import BindscopeRuntime

/// What the word before the cursor is, for Tab: a command's name, a member after a dot (of a
/// base that may hold subscripts, calls, closures and `?`), or a name in a position that says
/// which names fit (a statement's start takes keywords, a declaration's type only types, a new
/// name nothing). Read from the text alone; the session then asks the checker about the base.
struct CompletionContext: Equatable {
    enum Position: Equatable {
        /// The first word of a statement: names and the keywords that start statements.
        case statementStart
        /// Inside an expression: names, and the keywords that are values (`true`, `nil`).
        case expression
        /// Where a type is written (`let x: In`, `-> Str`, `as? Ro`): types only.
        case type
        /// The name being declared (`let na`, `struct Po`): nothing to complete.
        case newName
        /// After `for NAME`: the `in` that must follow.
        case forLoopIn
    }

    enum Kind: Equatable {
        case command
        /// A word of a command's argument (`:why op`, `:help gr`, `:graph --s`), not Swift.
        case commandArgument(CommandKind, isFirstWord: Bool)
        /// `base.fragment`; `unwrapsOptional` when the dot followed `?` (`first?.ti`).
        case member(base: String, unwrapsOptional: Bool)
        case name(Position)
        /// Nothing sensible completes here (inside a string, after a closing bracket).
        case nothing
    }

    var kind: Kind
    /// The end of the text the candidates complete.
    var fragment: String

    init(line: String) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix(":"), !trimmed.contains(" ") {
            kind = .command
            fragment = String(trimmed.dropFirst())
            return
        }
        if trimmed.hasPrefix(":"), let space = trimmed.firstIndex(of: " "),
            let command = CommandKind(named: String(trimmed[trimmed.index(after: trimmed.startIndex)..<space])),
            command.argumentWord != nil || !command.info.options.isEmpty
        {
            let words = trimmed[space...].split(separator: " ", omittingEmptySubsequences: true)
            let endsWord = !(trimmed.last == " ")
            fragment = endsWord ? String(words.last ?? "") : ""
            kind = .commandArgument(command, isFirstWord: words.count - (endsWord ? 1 : 0) == 0)
            return
        }
        let fragmentStart = line.lastIndex { !Self.isIdentifierCharacter($0) }.map { line.index(after: $0) } ?? line.startIndex
        fragment = String(line[fragmentStart...])
        guard let chain = Self.postfixChainStart(in: line), chain <= fragmentStart else {
            kind = .nothing
            return
        }
        let before = line[chain..<fragmentStart]
        if before.last == "." {
            var base = before.dropLast()
            let unwraps = base.hasSuffix("?")
            if unwraps { base.removeLast() }
            kind = base.isEmpty ? .nothing : .member(base: String(base), unwrapsOptional: unwraps)
        } else if before.isEmpty || before == "$" {
            if before == "$" { fragment = "$" + fragment }
            kind = .name(Self.position(before: String(line[..<chain])))
        } else {
            kind = .nothing
        }
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Which names fit a word that follows `text` (the line up to the word), read from the
    /// lexer's tokens of it.
    private static func position(before text: String) -> Position {
        let tokens = LexedLine(text).tokens
        func spelling(_ index: Int) -> Substring { text[tokens[index].range] }
        func isKeyword(_ index: Int, _ words: Set<Substring>) -> Bool {
            index >= 0 && tokens[index].kind == .keyword && words.contains(spelling(index))
        }
        let last = tokens.count - 1
        guard last >= 0 else { return .statementStart }
        if tokens[last].kind == .open(.brace) || tokens[last].kind == .semicolon || isKeyword(last, ["in"]) {
            return .statementStart
        }
        let endsWithSpace = text.last == " "
        if endsWithSpace, isKeyword(last, ["let", "var", "func", "struct", "enum", "class", "protocol", "extension", "typealias", "case"]) {
            // `extension` and a `case` pattern name something existing, but rarely by Tab.
            return spelling(last) == "extension" ? .type : .newName
        }
        if endsWithSpace, isKeyword(last - 1, ["for"]) { return .forLoopIn }
        if tokens[last].kind == .operator("->") || isKeyword(last, ["as", "is"]) { return .type }
        if tokens[last].kind == .operator("?") || tokens[last].kind == .operator("!"), isKeyword(last - 1, ["as"]) { return .type }
        if isDeclaredType(tokens, in: text) { return .type }
        return .expression
    }

    /// `let x: [Str`, `var y: [String: In`: the tokens end in a declaration's type annotation,
    /// not yet followed by `=`.
    private static func isDeclaredType(_ tokens: [LexedLine.Token], in text: String) -> Bool {
        guard let declaration = tokens.lastIndex(where: { $0.kind == .keyword && ["let", "var"].contains(text[$0.range]) }),
            declaration + 2 < tokens.count, tokens[declaration + 1].kind == .identifier, tokens[declaration + 2].kind == .colon
        else { return false }
        return tokens[(declaration + 3)...].allSatisfy { token in
            switch token.kind {
            case .identifier, .keyword, .number, .open(.square), .close(.square), .open(.parenthesis),
                .close(.parenthesis), .comma, .dot, .colon:
                true
            case .operator(let spelling): spelling.allSatisfy { "<>?!".contains($0) }
            default: false
            }
        }
    }
}
