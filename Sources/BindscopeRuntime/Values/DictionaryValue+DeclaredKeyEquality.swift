import BindscopeLanguage

/// How a dictionary finds an entry when its key type declares `==` (`static func == (a: Tag,
/// b: Tag) -> Bool { a.name == b.name }`, with a `hash(into:)` to match): a key equal by that
/// `==` names the same entry, as in Swift, so `counts[Tag("swift"), default: 0] += 1` twice
/// counts 2 under one key. Every access first turns the key it was given into the key stored
/// for that entry (`DictionaryValue.storedKey(for:by:)`), found by scanning with the declared
/// `==` (as `DeclaredSetEquality` does for sets); the hashed storage then finds it by whole
/// value. The stored key stays the first one inserted, as Swift keeps it.
///
/// It travels in the dictionary steps of paths (`PathStep.key`), so places, bindings and
/// key paths into such a dictionary all find entries the same way. All instances compare
/// equal: a step's identity is its key.
public struct DeclaredKeyEquality: Hashable {
    public let equal: (Execution) -> (Value, Value) throws -> Bool

    public static func == (lhs: DeclaredKeyEquality, rhs: DeclaredKeyEquality) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}

    public init(equal: @escaping (Execution) -> (Value, Value) throws -> Bool) {
        self.equal = equal
    }
}

extension DictionaryValue {
    /// The position of the entry whose stored key equals `key` by `equal` (stored key first,
    /// as Swift compares); hashed by whole value when `equal` is nil.
    public func position(of key: Value, by equal: ((Value, Value) throws -> Bool)?) throws -> Int? {
        guard let equal else { return position(of: key) }
        return try keys.firstIndex { try equal($0, key) }
    }

    /// The key stored for the entry `key` names by `equal`, or `key` itself when there is none
    /// (or `equal` is nil): what to look up, write or remove with the ordinary subscript.
    public func storedKey(for key: Value, by equal: ((Value, Value) throws -> Bool)?) throws -> Value {
        guard let equal, let position = try position(of: key, by: equal) else { return key }
        return keys[position]
    }

    public func storedKey(for key: Value, by declared: DeclaredKeyEquality?, in execution: Execution) throws -> Value {
        guard let declared else { return key }
        return try storedKey(for: key, by: declared.equal(execution))
    }

    /// The entry's value for `key` as `equal` finds it.
    public func value(for key: Value, by equal: ((Value, Value) throws -> Bool)?) throws -> Value? {
        self[try storedKey(for: key, by: equal)]
    }
}
