import BindscopeLanguage
import BindscopeRuntime

extension LibraryChecking {
    /// A built-in instance method used as a function value where the context says which
    /// function type it must be: `days.filter(completed.contains)`, `names.map(prefix.appending)`.
    /// It becomes the closure `{ base.name($0, …) }`, whose call the member table checks as
    /// any other. (Swift evaluates `base` once, when the reference is made; the closure reads
    /// it at each call, which differs only if the base changes in between.)
    public func builtinMethodReference(_ expression: Expression, expecting expected: SessionType?) throws -> Checked? {
        guard case .member(let base, let name, _) = expression.kind,
            case .function(let parameters, _)? = expected?.unwrappedOnce, !parameters.isEmpty,
            !BuiltinMembers.isTypeReference(base),
            let baseType = try? checkOperand(base).type, isBuiltinMethod(name, of: baseType)
        else { return nil }
        // A user type's methods are values already (`userMethodReference`).
        if case .nominal = baseType { return nil }
        let location = expression.location
        let arguments = parameters.indices.map { index in
            Argument(label: nil, value: Expression(.identifier("$\(index)"), at: location), location: location)
        }
        let call = Expression(.call(callee: expression, arguments: arguments), at: location)
        let closure = Closure(parameters: nil, resultType: nil, body: [Statement(.expression(call), at: location)])
        return try check(Expression(.closure(closure), at: location), expecting: expected)
    }
}
