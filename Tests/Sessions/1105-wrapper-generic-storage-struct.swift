// A struct wrapper over a class box: copies of the struct share the box, so the setter is nonmutating
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
@propertyWrapper struct Shared<Value> {
    private let box: Box<Value>
    init(wrappedValue: Value) { box = Box(wrappedValue) }
    var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    var projectedValue: Shared<Value> { self }
}
struct Counter {
    @Shared var count = 0
    func increment() { count += 1 }
}
let counter = Counter()
let copy = counter
counter.increment()
copy.increment()
print(counter.count, copy.count)
let projection = counter.$count
projection.wrappedValue = 10
print(copy.count)
@Shared var names: [String] = ["a"]
names.append("b")
print(names, $names.wrappedValue.count)
