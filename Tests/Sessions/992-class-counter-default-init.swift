// A class whose stored properties all have defaults gets a free init(): Counter()
class Counter {
    var count = 0
    var step = 1
    var label = "clicks"
    func increment() {
        count += step
    }
    func reset() {
        count = 0
    }
}
let counter = Counter()
print(counter.count, counter.step, counter.label)
counter.increment()
counter.increment()
print(counter.count)
counter.step = 5
counter.increment()
print(counter.label, counter.count)
counter.reset()
print(counter.count)
let other = Counter()
other.increment()
print(other.count, counter.count)
