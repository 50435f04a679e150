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

    /// Which names fit a word that follows `text` (the line up to the word).
    private static func position(before text: String) -> Position {
        let trimmed = String(text.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        if trimmed.isEmpty || trimmed.hasSuffix("{") || trimmed.hasSuffix(";") || trimmed.hasSuffix(" in") {
            return .statementStart
        }
        let words = trimmed.split { $0 == " " || $0 == "\t" || $0 == "(" }
        let lastWord = words.last.map(String.init) ?? ""
        if ["let", "var", "func", "struct", "enum", "class", "protocol", "extension", "typealias", "case"].contains(lastWord),
            text.last == " "
        {
            // `extension` and a `case` pattern name something existing, but rarely by Tab.
            return lastWord == "extension" ? .type : .newName
        }
        if words.count >= 2, words[words.count - 2] == "for", text.last == " " { return .forLoopIn }
        if trimmed.hasSuffix("->") || ["as", "as?", "as!", "is"].contains(lastWord) { return .type }
        if isDeclaredType(trimmed) { return .type }
        return .expression
    }

    /// `let x: [Str`, `var y: [String: In`: a declaration's type annotation, not yet followed
    /// by `=`.
    private static func isDeclaredType(_ text: String) -> Bool {
        text.firstMatch(of: declaredType) != nil
    }

    nonisolated(unsafe) private static let declaredType = try! Regex(
        #"(^|[\s{;(])(let|var)\s+[A-Za-z_][A-Za-z0-9_]*\s*:[A-Za-z0-9_\s\[\]<>,?!().:]*$"#)
}
