// A struct's @State without an initial value is set by its init through _name, as SwiftUI screens do
struct Counter {
    @State var count: Int
    @State private var history: [Int]
    @State var label: String?

    init(start: Int) {
        _count = State(initialValue: start)
        _history = State(wrappedValue: [start])
    }

    func bump() {
        count += 1
        history.append(count)
    }
    var summary: String { "\(count) \(history) \(label ?? "-")" }
}
let counter = Counter(start: 5)
counter.bump()
counter.bump()
counter.label = "clicks"
print(counter.summary)
struct Plain { @State var value: Int }
let plain = Plain(value: 3)
plain.value *= 2
print(plain.value)
