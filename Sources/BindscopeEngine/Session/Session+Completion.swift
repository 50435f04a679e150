import BindscopeLanguage

/// Tab completion from the live session: commands, keywords and names in scope, and members
/// after a dot at any depth (of values, bindings and types), found by asking the checker, so
/// a candidate is exactly what the session would accept there. Nothing runs.
extension Session {
    public struct Completion: Equatable, Sendable {
        /// The end of the text that the candidates complete (`st` in `$person.address.st`).
        public var fragment: String
        /// Whole words that may replace `fragment`, sorted.
        public var candidates: [String]
    }

    public func completions(for textBeforeCursor: String) -> Completion {
        let line = textBeforeCursor.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix(":"), !trimmed.contains(" ") {
            let fragment = String(trimmed.dropFirst())
            return Completion(
                fragment: fragment,
                candidates: CommandKind.allCases.map(\.name).filter { $0.hasPrefix(fragment) }.sorted())
        }
        let word = String(line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }.reversed())
        guard let dot = word.lastIndex(of: ".") else {
            return Completion(fragment: word, candidates: names(startingWith: word))
        }
        let base = String(word[..<dot]), fragment = String(word[word.index(after: dot)...])
        return Completion(fragment: fragment, candidates: members(of: base, startingWith: fragment))
    }

    private static let keywords = [
        "let", "var", "struct", "enum", "extension", "if", "else", "for", "in", "where", "return",
        "true", "false", "nil", "case", "static",
    ]

    private func names(startingWith fragment: String) -> [String] {
        guard !fragment.isEmpty else { return [] }
        let pool = checker.sessionScope.visibleNames + checker.typeNames + Checker.builtinFunctionNames
            + Session.keywords + Array(Checker.builtinTypeNames) + (checker.moduleName.map { [$0] } ?? [])
        // `_x` is the wrapper itself: offered only to someone who typed the underscore.
        return Set(pool.filter { $0.hasPrefix(fragment) && (fragment.hasPrefix("_") || !$0.hasPrefix("_")) }).sorted()
    }

    private func members(of base: String, startingWith fragment: String) -> [String] {
        if let moduleName = checker.moduleName, base == moduleName,
            checker.isModuleReference(Expression(.identifier(base), at: .start))
        {
            // `SampleModel.`: the module's types and names.
            let names = checker.moduleScope.visibleNames + Array(checker.moduleTypes.keys)
            return Set(names.filter { $0.hasPrefix(fragment) && !$0.hasPrefix("_") }).sorted()
        }
        guard !base.isEmpty, case .complete(let statements) = SessionParser.parse(base), statements.count == 1,
            case .expression(let expression) = statements[0].kind
        else { return [] }
        let snapshot = checker.snapshot()
        defer { checker.restore(snapshot) }
        // `check`, not `checkValue`: a bare type (`Role`) is a metatype here, not an error.
        guard let checked = try? checker.check(expression) else { return [] }
        let names = Set(checker.memberNames(of: checked.type)).filter { $0.hasPrefix(fragment) }
        // Methods come from the type's table as they are; a property is offered only where
        // the checker accepts it (a Binding's dynamic member must be writable, for instance).
        return names.filter { name in
            checker.isBuiltinMethod(name, of: checked.type) || (try? checker.member(of: checked, name, at: .start)) != nil
        }.sorted()
    }
}
