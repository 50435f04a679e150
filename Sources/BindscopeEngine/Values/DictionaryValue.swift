/// A dictionary that remembers insertion order. Swift's own order is random per process, so
/// bindscope documents insertion order instead; lookups are still hashed.
struct DictionaryValue {
    private(set) var keys: [Value] = []
    private(set) var values: [Value] = []
    private var positions: [Value: Int] = [:]

    init() {}

    init(entries: [(Value, Value)]) {
        for (key, value) in entries { self[key] = value }
    }

    var count: Int { keys.count }

    subscript(key: Value) -> Value? {
        get { positions[key].map { values[$0] } }
        set {
            if let position = positions[key] {
                if let newValue {
                    values[position] = newValue
                } else {
                    remove(at: position)
                }
            } else if let newValue {
                positions[key] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    func position(of key: Value) -> Int? { positions[key] }

    /// Mutates the value stored for `key` in place; the key must be present.
    mutating func modifyValue<R>(at position: Int, _ body: (inout Value) throws -> R) rethrows -> R {
        try body(&values[position])
    }

    private mutating func remove(at position: Int) {
        positions[keys[position]] = nil
        keys.remove(at: position)
        values.remove(at: position)
        for index in position..<keys.count { positions[keys[index]] = index }
    }

    mutating func removeAll() {
        self = DictionaryValue()
    }
}
