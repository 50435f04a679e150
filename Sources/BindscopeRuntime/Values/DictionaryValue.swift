import OrderedCollections

/// A dictionary that remembers insertion order. Swift's own order is random per process, so
/// bindscope documents insertion order instead; lookups are still hashed (swift-collections'
/// `OrderedDictionary`, as `Set` uses its `OrderedSet`), by whole value. A key type that
/// declares its own `==` finds entries by it instead (`DeclaredKeyEquality`): each access
/// first turns its key into the stored one, then looks that up here.
public struct DictionaryValue {
    private var storage = OrderedDictionary<Value, Value>()

    public init() {}

    public init(entries: [(Value, Value)]) {
        for (key, value) in entries { self[key] = value }
    }

    /// The keys in order (the storage's own array: no copy).
    public var keys: [Value] { storage.keys.elements }
    public var values: [Value] { storage.values.elements }
    public var count: Int { storage.count }

    public subscript(key: Value) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }

    public func position(of key: Value) -> Int? { storage.index(forKey: key) }

    /// Mutates the value stored for `key` in place; the key must be present.
    public mutating func modifyValue<R>(at position: Int, _ body: (inout Value) throws -> R) rethrows -> R {
        try body(&storage.values[position])
    }

    public mutating func removeAll() {
        storage.removeAll()
    }
}
