// A binding or key path to a property whose writes run code: `$settings.volume` where
// `volume` has `didSet`, `$person.fullName` where `fullName` has a `set`. Swift's key path
// writes call the property's setter (and so its observers); a plain `.field` step would store
// the value silently, so such a property gets an `.accessor` step.

extension NominalType {
    /// Whether writing `name` runs code: a computed property with `set`, or a stored one with
    /// `willSet`/`didSet`.
    public func hasWriteAccessor(_ name: String) -> Bool {
        members.setters[name] != nil || members.observers[name] != nil
    }
}

extension Value {
    /// The property `name` of this struct: its field, or its getter's result.
    public func readAccessor(_ type: NominalType, _ name: String, in execution: Execution) throws -> Value {
        if let index = type.storedPropertyIndex(named: name), case .structure(let value) = self {
            return value.fields[index]
        }
        guard let index = type.computedPropertyIndex(named: name) else {
            preconditionFailure("\(type.name) has no property \(name)")
        }
        return try execution.computedProperty(type, index, of: self)
    }

    /// Writes `newValue` to the property `name` of this struct as Swift's setter does: the
    /// computed property's `set`, or `willSet`, the store, `didSet`, each with this struct as
    /// a mutable `self`.
    public mutating func writeAccessor(
        _ type: NominalType, _ name: String, _ newValue: Value, oldValue: Value, in execution: Execution
    ) throws {
        let owner = Box(self)
        if let setter = type.members.setters[name] {
            guard let body = setter.body else { throw RuntimeError.fatal("setter of \(name) cannot run: its declaration failed") }
            // A `nonmutating set` (a wrapper's `wrappedValue`) takes `self` by value.
            _ = try body.invoke(execution, [setter.isMutating ? .state(owner) : self, newValue])
        } else if let observers = type.members.observers[name], let index = type.storedPropertyIndex(named: name) {
            if let willSet = observers.willSet {
                guard let body = willSet.body else { throw RuntimeError.fatal("willSet of \(name) cannot run: its declaration failed") }
                _ = try body.invoke(execution, [.state(owner), newValue])
            }
            if case .structure(var updated) = owner.value {
                updated.fields[index] = newValue
                owner.value = .structure(updated)
            }
            if let didSet = observers.didSet {
                guard let body = didSet.body else { throw RuntimeError.fatal("didSet of \(name) cannot run: its declaration failed") }
                _ = try body.invoke(execution, [.state(owner), oldValue])
            }
        }
        self = owner.value
    }
}
