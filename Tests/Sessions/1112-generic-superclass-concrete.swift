// A plain class can inherit from one instance of a generic class, and override its methods
class Box<Value> {
    var value: Value
    init(value: Value) {
        self.value = value
    }
    func describe() -> String {
        "Box holding \(value)"
    }
}
class Counter: Box<Int> {
    func increment() {
        value += 1
    }
    override func describe() -> String {
        "Counter at \(value)"
    }
}
let counter = Counter(value: 1)
counter.increment()
counter.increment()
print(counter.value, counter.describe())
let boxes: [Box<Int>] = [Box(value: 10), counter]
for box in boxes {
    print(box.describe(), box is Counter)
}
if let found = boxes[1] as? Counter {
    found.increment()
}
print(counter.value)
