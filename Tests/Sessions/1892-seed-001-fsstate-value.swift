// "Let's build @State", first steps: FSState storing its value, init(wrappedValue:) for the `= "…"` syntax
@propertyWrapper
struct FSState<V> {
  // This is where our value is actually stored.
  var value: V

  // And here are our getter/setters.
  var wrappedValue: V {
    get {
      value
    }
    set {
      value = newValue
    }
  }

  init(wrappedValue value: V) {
    self.value = value
  }
}
struct ContentView {
  @FSState var text = "Hello Five Stars"

  var body: String {
    "Text(\(text))"
  }
  // Only a mutating method may set it: the setter changes the wrapper, so the view.
  mutating func change(to new: String) {
    text = new
  }
}
var view = ContentView()
print(view.body)
view.change(to: "five")
let copy = view
view.change(to: "stars")
print(view.body, copy.body)
struct PlainView {
  var text = "Hello Five Stars"
}
print(PlainView().text, ContentView(text: "memberwise").body)
