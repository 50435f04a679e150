// A mutating method changes the variable it is called on, through any path.
struct Counter {
    var count = 0
    mutating func increment(by amount: Int = 1) {
        count += amount
    }
    mutating func reset() {
        self = Counter()
    }
}
var counter = Counter()
counter.increment()
counter.increment(by: 5)
print(counter.count)
counter.reset()
print(counter)
var counters = [Counter(), Counter(count: 10)]
counters[1].increment()
counters[0].increment(by: 3)
print(counters)
struct Board {
    var counters: [String: Counter] = [:]
}
var board = Board(counters: ["a": Counter()])
board.counters["a"]?.increment(by: 7)
board.counters["missing"]?.increment()
print(board.counters["a"]!.count, board.counters.count)
