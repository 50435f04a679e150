// An @Atomic-like class wrapper: a reference wrapper shared by copies of the struct holding it
@propertyWrapper
final class Atomic<Value> {
    private var value: Value
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
    var projectedValue: Atomic<Value> { self }
    func mutate(_ transform: (inout Value) -> Void) {
        transform(&value)
    }
}
struct Counter {
    @Atomic var count = 0
}
let counter = Counter()
let copy = counter
counter.count = 5
print(counter.count, copy.count)
counter.$count.mutate { $0 += 10 }
print(copy.count, counter.$count === copy.$count)
@Atomic var items: [String] = []
$items.mutate { $0.append("a") }
$items.mutate { $0.append("b") }
print(items, items.count)
