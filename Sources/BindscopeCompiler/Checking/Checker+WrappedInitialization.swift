import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// The first assignment to a wrapped name declared without a value initializes its wrapper,
// as Swift's definite initialization rewrites it: `x = v` is `_x = W(wrappedValue: v)`, for
// a local (`@State var x: Int` then `x = 1`) and for a field in an `init` (`init() { count
// = 0 }` with `@State var count: Int`). Later assignments set `_x.wrappedValue`.

extension Checker {
    /// `x = v` for a local `@W var x: T` whose storage is not yet initialized.
    public func wrappedLocalInitialization(_ target: Expression, _ op: String, _ value: Expression) throws -> Executor? {
        guard op == "=", case .identifier(let name) = target.kind,
            case .wrappedValue(let backing, _)? = lookup(name), !backing.isInitialized, backing.owner === function
        else { return nil }
        // `_x = W(wrappedValue: v)`, of the storage's own type.
        let argument = Argument(label: "wrappedValue", value: value, location: value.location)
        let make = try initializer(of: backing.type, [argument], expecting: backing.type, at: target.location).evaluate
        // As for a plain variable: only an assignment in the declaring block surely runs
        // before later reads.
        if scope.entries[name] != nil { backing.isInitialized = true }
        let slot = backing.slot
        return { execution in
            let wrapper = try make(execution)
            try execution.update(execution.frame.locals[slot], []) { _ in wrapper }
            return .proceed
        }
    }

    /// `count = v` or `self.count = v` in an initializer, for a wrapped stored property:
    /// `self._count = W(wrappedValue: v)` while `_count` holds nothing yet (Swift decides
    /// this where it compiles; a body's straight-line order makes the run-time test the
    /// same), else `self._count.wrappedValue = v`.
    public func wrappedFieldInitialization(_ target: Expression, _ op: String, _ value: Expression, at location: SourceLocation) throws -> Executor? {
        guard op == "=", function.isInitializer, case .nominal(let type)? = function.selfType, type.hasWrappedProperties
        else { return nil }
        let name: String
        switch target.kind {
        case .identifier(let identifier) where lookup(identifier) == nil:
            name = identifier
        case .member(let base, let member, _):
            guard case .identifier("self") = base.kind else { return nil }
            name = member
        default:
            return nil
        }
        guard let index = type.storedPropertyIndex(named: "_" + name), type.storedProperties[index].isWrapped,
            let attribute = type.storedProperties[index].type.propertyWrapperAttribute
        else { return nil }
        let selfExpression = Expression(.identifier("self"), at: target.location)
        let storage = Expression(.member(base: selfExpression, name: "_" + name, nameLocation: target.location), at: target.location)
        let wrapper = wrapperInitialization(
            Attribute(name: attribute, location: target.location), initialValue: value, declaredType: nil, at: value.location)
        let set = try assignment(Checker.wrapperAccess(storage, "wrappedValue", at: target.location), "=", value, at: location)
        let current = try wrapperStorage(of: try check(selfExpression), "_" + name, at: target.location, allowingEmpty: true).evaluate
        // A wrapper without `init(wrappedValue:)` (`@Binding`) can only be made through `_x`;
        // Swift rejects setting it before (`'self' used before all stored properties are
        // initialized`), which here is found when it runs.
        let initialize = try? assignment(storage, "=", wrapper, at: location)
        return { execution in
            if case .void = try current(execution) {
                guard let initialize else {
                    throw RuntimeError(.other("'self.\(name)' used before being initialized"), at: target.location)
                }
                return try initialize(execution)
            }
            return try set(execution)
        }
    }
}
