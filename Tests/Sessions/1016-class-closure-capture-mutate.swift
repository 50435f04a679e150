// A closure captures a reference to an object, so calling it changes the object everyone shares
class Counter {
    var count = 0
}
let counter = Counter()
let increment = { counter.count += 1 }
increment()
increment()
print(counter.count)
func makeAdder(for target: Counter, step: Int) -> () -> Int {
    return {
        target.count += step
        return target.count
    }
}
let addTen = makeAdder(for: counter, step: 10)
print(addTen(), addTen())
print(counter.count)
var actions: [() -> Void] = []
for step in 1...3 {
    actions.append { counter.count *= step }
}
counter.count = 1
actions.forEach { $0() }
print(counter.count)
