// Struct with observers, mutating methods and static factory
struct Counter {
    static let zero = Counter(value: 0, history: [])
    var value: Int {
        didSet { history.append(oldValue) }
    }
    private(set) var history: [Int]
    mutating func increment(by step: Int = 1) { value += step }
    mutating func reset() { self = .zero }
    func describe() -> String { "value=\(value) history=\(history)" }
}
@State var counter = Counter.zero
let value = $counter.value
counter.increment()
counter.increment(by: 5)
value.wrappedValue = 42
print(counter.describe())
counter.reset()
print(counter.describe(), counter.history.isEmpty)
