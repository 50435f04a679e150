// A generic Queue with enqueue/dequeue, an init from an array literal style init and a description
struct Queue<T>: CustomStringConvertible {
    var elements: [T] = []
    init() {}
    init(_ items: [T]) { elements = items }
    mutating func enqueue(_ value: T) { elements.append(value) }
    mutating func dequeue() -> T? {
        guard !elements.isEmpty else { return nil }
        return elements.removeFirst()
    }
    var head: T? { elements.first }
    var description: String { "Queue(\(elements))" }
}
var q = Queue<String>()
q.enqueue("Ada")
q.enqueue("Grace")
print(q)
print(q.dequeue() ?? "none")
print(q.head ?? "none")
var r = Queue([1, 2, 3])
while let x = r.dequeue() {
    print("got \(x)")
}
print(r, r.elements.count)
print("\(Queue([2.5]))")
