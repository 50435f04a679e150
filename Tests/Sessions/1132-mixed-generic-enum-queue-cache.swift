// Generic enums with a generic map, a conditionally printable queue, generic functions taking closures and initializers, a class cache with a subscript
struct Pair<A: Equatable, B: Equatable>: Equatable {
    var first: A
    var second: B
}
print(Pair(first: 1, second: "a") == Pair(first: 1, second: "a"))
enum Result2<Value> {
    case success(Value)
    case failure(String)
    var value: Value? {
        if case .success(let v) = self { return v }
        return nil
    }
    func map<U>(_ transform: (Value) -> U) -> Result2<U> {
        switch self {
        case .success(let v): return .success(transform(v))
        case .failure(let e): return .failure(e)
        }
    }
}
let r: Result2<Int> = .success(21)
print(r.map { $0 * 2 }.value ?? 0)
let bad = Result2<Int>.failure("nope")
print(bad.map(String.init).value ?? "none")
struct Queue<T> {
    private var items: [T] = []
    mutating func enqueue(_ item: T) { items.append(item) }
    mutating func dequeue() -> T? { items.isEmpty ? nil : items.removeFirst() }
    var count: Int { items.count }
}
extension Queue: CustomStringConvertible {
    var description: String { "Queue(\(items))" }
}
var q = Queue<String>()
q.enqueue("a"); q.enqueue("b")
print(q, q.dequeue() ?? "", q.count)
func countMatches<T: Equatable>(_ xs: [T], _ target: T) -> Int { xs.filter { $0 == target }.count }
print(countMatches([1, 2, 1], 1), countMatches(["x"], "y"))
func apply<T>(_ times: Int, _ value: T, _ f: (T) -> T) -> T {
    var result = value
    for _ in 0..<times { result = f(result) }
    return result
}
print(apply(3, 1) { $0 * 2 }, apply(2, "a") { $0 + "!" })
class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    subscript(key: Key) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
    var count: Int { storage.count }
}
let cache = Cache<String, Int>()
cache["a"] = 1
cache["b"] = 2
cache["a"] = nil
print(cache.count, cache["b"] ?? 0)
