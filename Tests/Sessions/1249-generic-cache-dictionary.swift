// A generic Cache<Key: Hashable, Value> class over a dictionary, with a subscript, get-or-compute and eviction
class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }
    subscript(key: Key) -> Value? {
        get { storage[key] }
        set {
            if storage[key] == nil { order.append(key) }
            storage[key] = newValue
            if order.count > capacity {
                let old = order.removeFirst()
                storage[old] = nil
            }
        }
    }
    func value(for key: Key, compute: (Key) -> Value) -> Value {
        if let v = storage[key] { return v }
        let v = compute(key)
        self[key] = v
        return v
    }
    var count: Int { storage.count }
}
let cache = Cache<String, Int>(capacity: 2)
cache["a"] = 1
cache["b"] = 2
print(cache["a"] ?? 0, cache.count)
cache["c"] = 3
print(cache["a"] as Any, cache["c"]!, cache.count)
print(cache.value(for: "hello") { $0.count })
print(cache.value(for: "hello") { _ in 99 })
let squares = Cache<Int, Int>(capacity: 10)
print((1...4).map { n in squares.value(for: n) { $0 * $0 } })
