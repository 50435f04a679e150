import BindscopeLanguage
import BindscopeRuntime
import OrderedCollections

/// A Set whose element type declares its own `==` (`static func == (a: Contact, b: Contact)
/// -> Bool { a.id == b.id }`, as identity-based Hashable types do): membership is that `==`,
/// so a contact whose name changed is still in the set. Elements are kept as they are (two
/// of them may differ in what `==` ignores) and found by scanning with the declared `==`; the
/// sets people make in sessions are small. Each operation keeps the same order as its
/// hashing twin in `SetMembers.swift` (the receiver's elements first, then the argument's).
public struct DeclaredSetEquality {
    public let equal: (Value, Value) throws -> Bool

    public func index(of value: Value, in set: OrderedSet<Value>) throws -> Int? {
        try set.firstIndex { try equal($0, value) }
    }

    public func contains(_ value: Value, in set: OrderedSet<Value>) throws -> Bool {
        try index(of: value, in: set) != nil
    }

    /// The values, each kept unless an equal one came before it (as `insert` keeps the member).
    public func deduplicated<S: Sequence<Value>>(_ values: S) throws -> OrderedSet<Value> {
        var result = OrderedSet<Value>()
        for value in values where try !contains(value, in: result) { result.append(value) }
        return result
    }

    public func union(_ a: OrderedSet<Value>, _ b: OrderedSet<Value>) throws -> OrderedSet<Value> {
        var result = a
        for value in b where try !contains(value, in: result) { result.append(value) }
        return result
    }

    public func intersection(_ a: OrderedSet<Value>, _ b: OrderedSet<Value>) throws -> OrderedSet<Value> {
        OrderedSet(try a.filter { try contains($0, in: b) })
    }

    public func subtracting(_ a: OrderedSet<Value>, _ b: OrderedSet<Value>) throws -> OrderedSet<Value> {
        OrderedSet(try a.filter { try !contains($0, in: b) })
    }

    public func symmetricDifference(_ a: OrderedSet<Value>, _ b: OrderedSet<Value>) throws -> OrderedSet<Value> {
        try subtracting(a, b).union(try subtracting(b, a))
    }

    public func isSubset(_ a: OrderedSet<Value>, of b: OrderedSet<Value>) throws -> Bool {
        try a.allSatisfy { try contains($0, in: b) }
    }

    public func isDisjoint(_ a: OrderedSet<Value>, with b: OrderedSet<Value>) throws -> Bool {
        try !a.contains { try contains($0, in: b) }
    }

    public init(equal: @escaping (Value, Value) throws -> Bool) {
        self.equal = equal
    }
}

extension LibraryChecking {
    /// How sets of `element` decide membership when its type declares `==`; nil when they
    /// hash the whole value (see `DeclaredSetEquality`).
    public func declaredSetEquality(of element: SessionType) -> ((Execution) -> DeclaredSetEquality)? {
        guard let declared = declaredEquality(of: element) else { return nil }
        return { DeclaredSetEquality(equal: declared($0)) }
    }
}
