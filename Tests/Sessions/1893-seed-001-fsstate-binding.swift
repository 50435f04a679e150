// "Let's build @State": FSState over a Box, a DynamicProperty whose projected value is a Binding
@propertyWrapper
struct FSState<V>: DynamicProperty {
  var box: Box<V>

  var wrappedValue: V {
    get {
      box.value
    }
    nonmutating set {
      box.value = newValue
    }
  }

  var projectedValue: Binding<V> {
    Binding(
      get: {
        wrappedValue
      },
      set: {
        wrappedValue = $0
      }
    )
  }

  init(wrappedValue value: V) {
    self.box = Box(value)
  }
}
final class Box<T> {
  var value: T

  init(_ value: T) {
    self.value = value
  }
}
struct ContentView {
  @FSState var text = ""

  // What a TextField would be handed: $text.
  func field() -> Binding<String> { $text }
  func tap() { text = ["hello", "five", "stars"].first! }
  // SwiftUI would call update() before body: DynamicProperty's default does nothing.
  mutating func refresh() -> Bool {
    let before = _text.box
    _text.update()
    return before === _text.box
  }
}
var view = ContentView()
let field = view.field()
field.wrappedValue = "Write something"
print(view.text)
view.tap()
print(field.wrappedValue, type(of: field))
print(view.refresh(), view.text)
