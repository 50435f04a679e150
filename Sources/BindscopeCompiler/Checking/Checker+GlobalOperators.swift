import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// `a <> b`, `!!flag`, `x^^`, `v + w`: a call of an operator function the session declared
    /// as a function of its own (`func <> (a: Int, b: Int) -> Int`), whose operands are its
    /// unlabelled arguments. Nil when no such function is in scope, or when none fits a
    /// standard operator's operands, which the built-in operator then takes (`1 + 2` after
    /// `func + (a: Vector, b: Vector)`).
    public func globalOperatorCall(
        _ op: String, _ operands: [Expression], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked? {
        guard case .functions(let overloads)? = lookup(op) else { return nil }
        let fitting = overloads.filter { $0.genericTemplate != nil || $0.parameters.count == operands.count }
        guard !fitting.isEmpty else { return nil }
        let arguments = operands.map { Argument(label: nil, value: $0, location: $0.location) }
        do {
            if fitting.contains(where: { $0.genericTemplate != nil }) {
                return try overloadedCall(fitting, arguments, expecting: expected, at: location)
            }
            return try functionCall(fitting, arguments, expecting: expected, kind: "operator function", at: location)
        } catch {
            if Checker.builtinOperatorSpellings.contains(op) { return nil }
            throw error
        }
    }

    /// The operators the language has built in, which a declared function of the same spelling
    /// overloads rather than replaces.
    private static let builtinOperatorSpellings: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "!", "??", "===", "!==",
        "&", "|", "^", "~", "<<", ">>", "&+", "&-", "&*", "..<", "...", "~=",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
    ]
}
