extension Session {
    /// Keeps the operator and precedence-group declarations of an entry (`infix operator <>`,
    /// `precedencegroup P { … }`), so that the parser knows their operators in later entries,
    /// as Swift's REPL does. Only their lines are kept; most entries have none.
    func rememberOperatorDeclarations(in source: String) {
        guard source.contains("operator") || source.contains("precedencegroup") else { return }
        var insideGroup = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.first == "precedencegroup" { insideGroup = true }
            let declaresOperator = words.count >= 2 && words[1] == "operator"
                && ["prefix", "postfix", "infix"].contains(words[0])
            if insideGroup || declaresOperator { earlierOperators += line + "\n" }
            if insideGroup, line.contains("}") { insideGroup = false }
        }
    }
}
