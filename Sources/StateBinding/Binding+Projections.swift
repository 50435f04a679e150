extension Binding {
    /// A binding to an optional view of `base`'s value. Writing nil through it is ignored.
    public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
        self.init(location: OptionalProjection(base: base.location), transaction: base.transaction)
    }

    /// A binding to `base`'s unwrapped value, or nil when `base` is nil now. The result
    /// force-unwraps on every access: it traps if `base` later becomes nil.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(location: UnwrapProjection(base: base.location), transaction: base.transaction)
    }

    /// A binding to `base`'s value as `AnyHashable`. Writing a value of another type traps.
    public init<Base: Hashable>(_ base: Binding<Base>) where Value == AnyHashable {
        self.init(
            location: AnyHashableProjection(base: base.location), transaction: base.transaction)
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}
