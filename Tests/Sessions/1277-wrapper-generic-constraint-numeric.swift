// Wrappers constrained to Numeric and to Equatable: a running total and a change counter
@propertyWrapper
struct Accumulating<Value: Numeric> {
    private(set) var total: Value = 0
    var wrappedValue: Value {
        get { total }
        set { total += newValue }
    }
    init(wrappedValue: Value) { total = wrappedValue }
}
@propertyWrapper
struct CountingChanges<Value: Equatable> {
    private var value: Value
    private(set) var projectedValue = 0
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set {
            if newValue != value { projectedValue += 1 }
            value = newValue
        }
    }
}
struct Cart {
    @Accumulating var total = 0.0
    @CountingChanges var status = "empty"
}
var cart = Cart()
cart.total = 9.99
cart.total = 5.01
cart.status = "open"
cart.status = "open"
cart.status = "paid"
print(cart.total, cart.status, cart.$status)
@Accumulating var points: Int = 10
points = 5
points = 7
print(points)
