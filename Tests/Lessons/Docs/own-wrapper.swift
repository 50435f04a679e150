// A property wrapper of your own goes through the same mechanism as @State.
@propertyWrapper
struct Clamped {
    var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
@Clamped(0...10) var volume = 5
volume = 42
print(volume)
// :explain shows what the compiler makes of a wrapper, and of a binding's path.
:explain volume
@State var person = sample.person
:explain $person.address.street
