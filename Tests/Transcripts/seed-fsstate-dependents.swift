// arguments: --keep-going
// "Let's build @State": FSState over a Box at the prompt; the wrapped variable is a dependent, and :explain shows its storage and accessors
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
@FSState var text = "Hello Five Stars"
:watch length = text.count
text = "five"
_text.box.value = "stars!"
:explain text
struct ContentView {
    @FSState var text = "Hello"
    func change(to new: String) { text = new }
}
let view = ContentView()
:watch shown = view.text
view.change(to: "tapped")
:why shown
