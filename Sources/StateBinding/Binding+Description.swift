// Printing a Binding or a State shows its type and current value, e.g.
// `Binding<Int>(wrappedValue: 42)`, instead of a reflection of the private
// location chain, which would expose implementation details and differ
// between a binding derived by key path and one built from closures.

extension Binding: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        "Binding<\(Value.self)>(wrappedValue: \(String(reflecting: wrappedValue)))"
    }

    public var debugDescription: String { description }
}

extension State: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        "State<\(Value.self)>(wrappedValue: \(String(reflecting: wrappedValue)))"
    }

    public var debugDescription: String { description }
}
