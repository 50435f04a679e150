import BindscopeLanguage

extension Statement {
    /// A `struct`, `enum` or `extension`: what Swift declares before anything in the file runs.
    var declaresType: Bool {
        switch kind {
        case .structure, .enumeration, .extensionDeclaration: true
        default: false
        }
    }
}

extension Session {
    /// Swift declares a file's types all together, so one may name a type declared below it
    /// (`struct Todo { var priority: Priority }` above `enum Priority`), in a stored property,
    /// a payload, a default value or a method body. A run of consecutive type declarations is
    /// declared the same way: one that fails (and is rolled back) is tried again after the
    /// others, for as long as a round declares something new. Whatever still fails then is a
    /// real error, returned in source order.
    func runTypeDeclarations(_ group: [Statement], in text: SourceText, options: Options) -> [(Statement, Diagnostic)] {
        var pending = group
        while true {
            var failures: [(Statement, Diagnostic)] = []
            for statement in pending {
                if let failure = runTopLevel(statement, in: text, options: options) {
                    failures.append((statement, failure))
                }
            }
            if failures.isEmpty || failures.count == pending.count { return failures }
            pending = failures.map(\.0)
        }
    }
}
