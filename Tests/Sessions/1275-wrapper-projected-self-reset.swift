// A wrapper whose projectedValue is itself, with a method reachable through $x (reset to the default)
@propertyWrapper
struct Resettable<Value> {
    let initial: Value
    var wrappedValue: Value
    init(wrappedValue: Value) {
        initial = wrappedValue
        self.wrappedValue = wrappedValue
    }
    var projectedValue: Resettable<Value> {
        get { self }
        set { self = newValue }
    }
    mutating func reset() { wrappedValue = initial }
    var isModified: Bool { "\(wrappedValue)" != "\(initial)" }
}
struct Filter {
    @Resettable var query = ""
    @Resettable var limit = 20
}
var filter = Filter()
filter.query = "swift"
filter.limit = 50
print(filter.query, filter.limit, filter.$query.isModified)
filter.$query.reset()
print("[\(filter.query)]", filter.$query.isModified, filter.$limit.initial)
@Resettable var page = 1
page += 4
print(page, $page.isModified)
$page.reset()
print(page)
