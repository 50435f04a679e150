// `Self.member` and bare static names inside methods; a mutating method calling another.
struct Counter {
    static let maxCount = 3
    var count = 0
    mutating func increment() {
        if count < Self.maxCount { count += 1 }
    }
    mutating func bumpTwice() {
        increment()
        self.increment()
    }
    static func describe(_ counter: Counter) -> String {
        "count=\(counter.count) max=\(maxCount)"
    }
    static func make() -> Self { Self(count: 1) }
    func text() -> String { Self.describe(self) }
}
var counter = Counter.make()
counter.bumpTwice()
print(counter.text())
counter.bumpTwice()
print(counter.text())
