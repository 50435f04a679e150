// A counter object shared by closures and by two owners: every increment is seen through each reference
class Counter {
    private(set) var value = 0
    func increment(by n: Int = 1) { value += n }
    func reset() { value = 0 }
}
let shared = Counter()
let inc = { shared.increment() }
let incTen = { shared.increment(by: 10) }
inc(); inc(); incTen()
print(shared.value)
struct Owner { let name: String; let counter: Counter }
let x = Owner(name: "x", counter: shared)
let y = Owner(name: "y", counter: shared)
x.counter.increment()
print(y.counter.value, x.counter === y.counter)
let makers = (1...3).map { i in { shared.increment(by: i) } }
makers.forEach { $0() }
print(shared.value)
shared.reset()
print(x.counter.value)
