// A generic @Clamped<Value: Comparable> with a range argument, on Int and Double fields
@propertyWrapper
struct Clamped<Value: Comparable> {
    var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        precondition(range.contains(wrappedValue))
        self.value = wrappedValue
        self.range = range
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(range.lowerBound, newValue), range.upperBound) }
    }
}
struct Color {
    @Clamped(0...255) var red: Int = 127
    @Clamped(0.0...1.0) var alpha: Double = 1.0
}
var color = Color()
color.red = 300
color.alpha = -0.5
print(color.red, color.alpha)
color.red -= 100
print(color.red)
var other = Color(red: 10, alpha: 0.5)
print(other.red, other.alpha)
other.alpha += 0.75
print(other.alpha)
@Clamped("b"..."y") var letter: String = "m"
letter = "z"
print(letter)
