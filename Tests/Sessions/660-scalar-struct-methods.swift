// Methods of a struct of Ints and Doubles: mutating ones called in loops, others read.
struct Counter {
    var count = 0
    var total = 0.0
    mutating func add(_ n: Int) { count += n }
    mutating func record(_ amount: Double) {
        total += amount
        self.count += 1
    }
    func average() -> Double { count == 0 ? 0 : total / Double(count) }
    func isBig(than limit: Int) -> Bool { count > limit }
    mutating func reset() {
        count = 0
        total = 0
    }
}
var counter = Counter()
for i in 0..<1000 { counter.add(i % 3) }
print(counter.count, counter.isBig(than: 500))
counter.reset()
for amount in [2.5, 3.5, 6.0] { counter.record(amount) }
print(counter, counter.average())
var copy = counter
copy.add(10)
print(counter.count, copy.count)
