// "Let's build @State": FSState over a Box class, so a nonmutating set can change it from a non-mutating method
final class Box<V> {
    var value: V
    init(_ value: V) {
        self.value = value
    }
}
@propertyWrapper
struct FSState<V> {
    var box: Box<V>
    var wrappedValue: V {
        get {
            box.value
        }
        nonmutating set {
            box.value = newValue
        }
    }
    init(wrappedValue value: V) {
        self.box = Box(value)
    }
}
struct ContentView {
    @FSState var text = "Hello Five Stars"
    var body: String { "Text(\(text))" }
    func changeText(to new: String) {
        text = new
    }
}
let view = ContentView()
print(view.body)
view.changeText(to: "five")
print(view.body)
let copy = view
copy.changeText(to: "stars")
print(view.text, copy.text)
let other = ContentView(text: "other")
print(other.body, view.body)
