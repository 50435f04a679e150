// "Let's build @State", its final FSState as typed (view code aside): @StateObject over a Box
// that is an ObservableObject and calls objectWillChange.send() in willSet. SwiftUI and Combine
// are not available on Linux: this transcript's expected output was written from their
// documented semantics, not recorded from swiftc. A view would subscribe to objectWillChange
// to redraw; here a sink stands in for it, and shows it fires before the value changes.
import SwiftUI

@propertyWrapper
struct FSState<V>: DynamicProperty {
  @StateObject private var box: Box<V>

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
    self._box = StateObject(wrappedValue: Box(value))
  }
}

final class Box<T>: ObservableObject {
  var value: T {
    willSet {
      objectWillChange.send()
    }
  }

  init(_ value: T) {
    self.value = value
  }
}

// A view would subscribe to the box's objectWillChange; an extension in the same file may.
extension FSState {
  var objectWillChange: ObservableObjectPublisher { box.objectWillChange }
}

@FSState var text = "Hello Five Stars"
:watch length = text.count
let redraws = _text.objectWillChange.sink { print("objectWillChange: text is still", text) }
text = "five"
$text.wrappedValue = "stars!"
let binding = $text
binding.wrappedValue = "bound"
print(text)
:explain text
