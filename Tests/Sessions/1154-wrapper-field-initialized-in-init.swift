// An init assigns a wrapped field declared without a value: the first assignment makes the wrapper, later ones set it
@propertyWrapper struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }
}
struct Gauge {
    @Clamped var level: Int
    init(start: Int) {
        level = start
        print("after first:", level)
        level = start + 20
        print("after second:", level)
    }
}
print(Gauge(start: -4).level)
struct Counter {
    @State var count: Int
    @State var label: String
    init(start: Int) {
        self.count = start
        label = "counter"
        count += 1
    }
}
let counter = Counter(start: 7)
print(counter.count, counter.label)
counter.count = 100
print(counter.count, counter.$count.wrappedValue)
struct Explicit {
    @State var value: Int
    init() { _value = State(initialValue: 42) }
}
print(Explicit().value)
