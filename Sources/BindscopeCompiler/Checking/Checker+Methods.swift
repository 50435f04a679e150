import BindscopeLanguage
import BindscopeRuntime
import StateBinding

extension Checker {
    /// `value.method(arguments)`: a built-in type's method (from its table), or a member holding a closure.
    public func methodCall(
        on base: Checked, _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        if case .optional(let wrapped) = base.type {
            if let call = try builtinMethodCall(on: base, name, arguments, expecting: expected, at: location) {
                return call
            }
            throw Diagnostic(
                "value of optional type '\(base.type.displayName)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped.displayName)'",
                at: location)
        }
        if let call = try codingMethodCall(on: base, name, arguments, at: location) { return call }
        if let call = try builtinMethodCall(on: base, name, arguments, expecting: expected, at: location) {
            return call
        }
        if let search = try userCollectionIndexSearch(on: base, name, arguments, at: location) { return search }
        if let call = try userSequenceMethodCall(on: base, name, arguments, expecting: expected, at: location) {
            return call
        }
        // A member that is a closure value (`lens.set(&person, "Ann")`): call it as any
        // function value, `inout` parameters included.
        let callee = try member(of: base, name, at: location)
        if case .function(let parameters, let result) = callee.type {
            return try closureCall(callee, parameters: parameters, result: result, arguments, named: name, at: location)
        }
        throw Diagnostic("cannot call value of non-function type '\(callee.type.displayName)'", at: location)
    }

    /// The place a mutating method writes to, or Swift's error when there is none.
    /// `kind`: `member` for a method, `getter` for a `mutating get` (Swift's words for each).
    public func mutablePlace(_ base: Checked, _ member: String, at location: SourceLocation, kind: String = "member") throws -> Place {
        guard let place = base.place else {
            throw Diagnostic(
                "cannot use mutating \(kind) on immutable value: function call returns immutable value",
                at: location)
        }
        if let error = place.mutatingUseError(member: member, at: location, kind: kind) { throw error }
        return place
    }
}
