import BindscopeCompiler
import BindscopeDependents
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
        let characters = Array(line)
        let fragmentStart = characters.lastIndex { !Self.isIdentifierCharacter($0) }.map { $0 + 1 } ?? 0
        fragment = String(characters[fragmentStart...])
        guard let chain = Self.postfixChainStart(in: characters), chain <= fragmentStart else {
            kind = .nothing
            return
        }
        let before = fragmentStart > chain ? characters[chain..<fragmentStart] : []
        if before.last == "." {
            var base = String(before.dropLast())
            let unwraps = base.hasSuffix("?")
            if unwraps { base.removeLast() }
            kind = base.isEmpty ? .nothing : .member(base: base, unwrapsOptional: unwraps)
        } else if before.isEmpty || before == ["$"] {
            if before == ["$"] { fragment = "$" + fragment }
            kind = .name(Self.position(before: String(characters[..<chain])))
        } else {
            kind = .nothing
        }
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Where the postfix chain that ends the text starts (`$todos[0].`, `first(where: { $0.done })?.`,
    /// `filter { !$0.done }.`): a forward scan that keeps one chain per open bracket, skips
    /// string literals, and ends a chain at an operator, a comma or a space (a space before `{`
    /// continues it: a trailing closure). Nil when the text ends inside a string literal.
    static func postfixChainStart(in characters: [Character]) -> Int? {
        // One entry per open bracket (and the top level): where the current chain starts there.
        var chains: [Int?] = [nil]
        var index = 0
        var afterSpace = false
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                let start = index
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    index += characters[index] == "\\" ? 2 : 1
                }
                guard index < characters.count else { return nil }
                if chains[chains.count - 1] == nil || afterSpace { chains[chains.count - 1] = start }
                afterSpace = false
                index += 1
                continue
            }
            let current = chains[chains.count - 1]
            switch character {
            case "(", "[", "{":
                // A call, a subscript or a trailing closure continues the chain; otherwise the
                // group (parentheses, an array literal) starts one.
                let continues = current != nil && (!afterSpace || character == "{")
                chains[chains.count - 1] = continues ? current : index
                chains.append(nil)
            case ")", "]", "}":
                if chains.count > 1 { chains.removeLast() } else { chains[0] = nil }
            case " ", "\t", "\n":
                afterSpace = true
                index += 1
                continue
            case "!", "?":
                // Postfix (`first!`, `first?.`) continues a chain; prefix (`!done`) is an operator.
                if current == nil || afterSpace { chains[chains.count - 1] = nil }
            case "$", ".":
                if current == nil || afterSpace { chains[chains.count - 1] = index }
            default:
                if isIdentifierCharacter(character) {
                    if current == nil || afterSpace { chains[chains.count - 1] = index }
                } else {
                    chains[chains.count - 1] = nil
                }
            }
            afterSpace = false
            index += 1
        }
        return afterSpace ? characters.count : (chains[chains.count - 1] ?? characters.count)
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

extension CompletionContext {
    /// The call whose closure the text ends in, for completing `$0.`: in `todos.filter { $0.`
    /// the receiver `todos` and the method `filter`. Nil outside a closure, or when the
    /// closure is not a method's argument (`let f = { $0.`).
    static func enclosingClosureCall(in line: String) -> (receiver: String, method: String)? {
        let characters = Array(line)
        // The innermost `{` still open, skipping string literals.
        var opens: [Int] = []
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "\"":
                index += 1
                while index < characters.count, characters[index] != "\"" { index += characters[index] == "\\" ? 2 : 1 }
            case "{": opens.append(index)
            case "}": _ = opens.popLast()
            default: break
            }
            index += 1
        }
        guard let brace = opens.last else { return nil }
        // `xs.sorted(by: {`, `xs.map({`, `xs.filter {`: drop the label and the parenthesis.
        var callee = String(characters[..<brace]).trimmingCharacters(in: .whitespaces)
        if callee.hasSuffix(":"), let labelStart = callee.lastIndex(where: { !isIdentifierCharacter($0) && $0 != ":" }) {
            callee = String(callee[...labelStart]).trimmingCharacters(in: .whitespaces)
        }
        if callee.hasSuffix(","), let open = unmatchedParenthesis(in: callee) {
            // `xs.reduce(0, {`: the call's other arguments go.
            callee = String(callee[..<open])
        } else if callee.hasSuffix("(") {
            callee.removeLast()
        } else if callee.hasSuffix(")"), let open = unmatchedParenthesis(in: String(callee.dropLast())) {
            // `xs.reduce(0) {`: a trailing closure after the arguments.
            callee = String(callee[..<open])
        }
        let calleeCharacters = Array(callee)
        guard let start = postfixChainStart(in: calleeCharacters), start < calleeCharacters.count else { return nil }
        let chain = String(calleeCharacters[start...])
        guard let dot = chain.lastIndex(of: "."), dot != chain.startIndex else { return nil }
        let method = String(chain[chain.index(after: dot)...])
        guard !method.isEmpty, method.allSatisfy(isIdentifierCharacter) else { return nil }
        var receiver = String(chain[..<dot])
        if receiver.hasSuffix("?") { receiver.removeLast() }
        return (receiver, method)
    }

    /// The last `(` in `text` that no `)` closes.
    private static func unmatchedParenthesis(in text: String) -> String.Index? {
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            switch text[index] {
            case ")": depth += 1
            case "(":
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
        }
        return nil
    }
}
