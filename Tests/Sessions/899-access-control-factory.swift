// Access control in a model: private(set) state, static defaults and factories, a private helper
struct Counter {
    private(set) var value = 0
    private(set) var history: [Int] = []
    static let maximum = 5

    static func startingAt(_ start: Int) -> Counter {
        var counter = Counter()
        counter.value = min(start, maximum)
        return counter
    }

    mutating func increment(by step: Int = 1) {
        record()
        value = min(value + step, Counter.maximum)
    }

    mutating func reset() {
        record()
        value = 0
    }

    private mutating func record() { history.append(value) }
}

@State var counter = Counter.startingAt(2)
counter.increment()
counter.increment(by: 10)
print(counter.value, counter.history, Counter.maximum)
counter.reset()
let other = Counter.startingAt(9)
print(counter.value, counter.history, other.value)
let snapshot = counter
counter.increment(by: 3)
print(snapshot.value, counter.value, $counter.wrappedValue.history.count)
