// A @Lazy wrapper taking an @autoclosure initial value: computed on first read, kept in a reference cell
final class Cell<Value> {
    var value: Value?
}
@propertyWrapper
struct Lazy<Value> {
    private let make: () -> Value
    private let cell = Cell<Value>()
    init(wrappedValue: @autoclosure @escaping () -> Value) { make = wrappedValue }
    var wrappedValue: Value {
        get {
            if let value = cell.value { return value }
            let value = make()
            cell.value = value
            return value
        }
        nonmutating set { cell.value = newValue }
    }
}
struct Report {
    static func expensive() -> Int {
        print("computing")
        return 42
    }
    @Lazy var total = Report.expensive()
}
let report = Report()
print("made")
print(report.total, report.total)
report.total = 7
print(report.total)
func log(_ message: @autoclosure () -> String, when enabled: Bool) {
    if enabled { print(message()) }
}
log("skipped \(Report.expensive())", when: false)
log("shown \(Report.expensive())", when: true)
@Lazy var greeting = "hello".uppercased()
print(greeting)
