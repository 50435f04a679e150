import BindscopeLanguage
import BindscopeRuntime

// A session's key path types are `KeyPath` and `WritableKeyPath`; `ReferenceWritableKeyPath`
// is read as the writable one. What only it allows is writing through a constant reference
// to an object: `object[keyPath: keyPath] = value` with `let object: Root` (Root a class), as
// `assign(to:on:)` does when a session declares its own (seed 004's over a subject of its
// own). A parameter declared with that type is remembered, and such a write then goes to the
// object's storage, as a key path literal's does.

extension Checker {
    /// Remembers `variable` when its parameter was declared `ReferenceWritableKeyPath<…>`.
    func noteReferenceKeyPath(_ variable: Variable, _ type: TypeSyntax) {
        guard case .named("ReferenceWritableKeyPath", _, _) = type else { return }
        referenceKeyPathParameters[ObjectIdentifier(variable)] = variable
    }

    /// Whether `expression` names a parameter declared `ReferenceWritableKeyPath<…>`.
    func isReferenceKeyPath(_ expression: Expression) -> Bool {
        guard case .identifier(let name) = expression.kind, case .variable(let variable)? = lookup(name) else { return false }
        return referenceKeyPathParameters[ObjectIdentifier(variable)] === variable
    }
}
