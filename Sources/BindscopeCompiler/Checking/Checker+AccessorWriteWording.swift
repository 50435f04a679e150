import BindscopeLanguage

// A write through a setter (`x.w = 1` with `var w { get set }`, `text = "…"` for a wrapped
// property whose wrapper's setter is mutating) needs its owner mutable, as a mutating call
// does; the check that finds it immutable words it as a mutating use. swiftc words it as the
// assignment it is: "cannot assign to property: 'self' is immutable" (the error seed 001's
// FSState meets before its setter is made nonmutating), or for `+=` "left side of mutating
// operator isn't mutable: …" at the operator.

extension Checker {
    /// `error` reworded for an assignment when it is the immutable-owner error of a setter.
    static func assignmentWording(_ error: Diagnostic, compound: Bool, operatorAt operatorLocation: SourceLocation?) -> Diagnostic {
        let prefix = "cannot use mutating member on immutable value: "
        guard error.message.hasPrefix(prefix) else { return error }
        let reason = error.message.dropFirst(prefix.count)
        // A call's result (`make().w = 1`) is a value, not a property swiftc can name.
        if reason.hasPrefix("function call returns") { return error }
        if compound {
            return Diagnostic("left side of mutating operator isn't mutable: " + reason, at: operatorLocation ?? error.location)
        }
        return Diagnostic("cannot assign to property: " + reason, at: error.location, notes: error.notes)
    }
}

extension Checker {
    /// The same error for `&x.w` passed inout: placed at the `&`, as swiftc places it.
    static func inoutWording(_ error: Diagnostic, at ampersand: SourceLocation) -> Diagnostic {
        let prefix = "cannot use mutating member on immutable value: "
        guard error.message.hasPrefix(prefix) else { return error }
        return Diagnostic("cannot pass immutable value as inout argument: " + error.message.dropFirst(prefix.count), at: ampersand)
    }
}
