// A wrapper over a reference box with nonmutating set: a let struct still writes, copies share the box
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
@propertyWrapper
struct Shared<Value> {
    private let box: Box<Value>
    init(wrappedValue: Value) { box = Box(wrappedValue) }
    var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    var projectedValue: Box<Value> { box }
}
struct Theme {
    @Shared var accent = "blue"
    @Shared var fontSize = 12
    func bump() { fontSize += 2 }
}
let theme = Theme()
let copy = theme
theme.accent = "red"
theme.bump()
print(copy.accent, copy.fontSize)
print(theme.$accent === copy.$accent)
var other = Theme()
other.accent = "green"
print(other.accent, theme.accent)
