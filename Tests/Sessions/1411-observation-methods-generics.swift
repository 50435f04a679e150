// Methods and initializers of an @Observable class, a write inside apply, a generic @Observable class, optional chaining through observables
import Observation
@Observable final class Counter: @unchecked Sendable {
    var count = 0
    var history: [Int] = []
    init(start: Int) {
        count = start
        history = [start]
    }
    func increment() {
        count += 1
        history.append(count)
    }
    func reset() { count = 0 }
}
@Observable final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
@Observable final class Node: @unchecked Sendable {
    var next: Node?
    var label: String
    init(_ label: String) { self.label = label }
}
let c = Counter(start: 3)
withObservationTracking { _ = c.count } onChange: { print("count leaves \(c.count)") }
c.increment()
c.increment()
withObservationTracking { _ = c.history.last } onChange: { print("history grows from \(c.history)") }
c.reset()
c.increment()
withObservationTracking {
    print("apply writes \(c.count)")
    c.count = 100
} onChange: { print("apply's own write is seen later: \(c.count)") }
c.count = 100
c.count = 101
let box = Box([1, 2])
withObservationTracking { _ = box.value } onChange: { print("box \(box.value)") }
box.value = [1, 2]
box.value[0] = 9
let head = Node("a")
head.next = Node("b")
withObservationTracking { _ = head.next?.label } onChange: { print("chain will change: \(head.next?.label ?? "nil")") }
head.next?.label = "B"
print(head.next!.label)
