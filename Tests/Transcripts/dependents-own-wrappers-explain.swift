// arguments: --no-sample
// Session variables with textbook wrappers of the session's own are dependents reported by
// their wrapped value; a getter that prints is called only as Swift calls it (a plain
// assignment runs the setter alone). `:explain` shows the storage, accessors and projection.
@propertyWrapper struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Value> { range }
}
@propertyWrapper struct History<Value> {
    private var current: Value
    private(set) var projectedValue: [Value]
    init(wrappedValue: Value) {
        current = wrappedValue
        projectedValue = [wrappedValue]
    }
    var wrappedValue: Value {
        get { current }
        set {
            print("set \(newValue)")
            current = newValue
            projectedValue.append(newValue)
        }
    }
}
@Clamped(0...10) var volume = 4
@History var title = "Draft"
:watch loud = volume > 8
volume = 20
volume -= 3
title = "Final"
title += "!"
print($title)
:explain volume
:explain title
:explain $volume
:deps volume
:why title
