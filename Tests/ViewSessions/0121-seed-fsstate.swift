import SwiftUI

// Seed 001's final FSState, as typed: a DynamicProperty whose @StateObject box SwiftUI
// installs and observes, so the view updates ("It works!"). The same wrapper without
// DynamicProperty stores the value but the view never hears of it, as the article says.
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

@propertyWrapper
struct UnseenState<V> {
  @StateObject private var box: Box<V>

  var wrappedValue: V {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  init(wrappedValue value: V) {
    self._box = StateObject(wrappedValue: Box(value))
  }
}

struct ContentView: View {
  @FSState var text = "Hello Five Stars"

  var body: some View {
    let _ = Self._printChanges()
    VStack {
      Text(text)

      Button("Change text") {
        text = ["hello", "five", "stars"].last!
      }
      TextField("Write something", text: $text)
    }
  }
}

struct UnseenView: View {
  @UnseenState var text = "Hello Five Stars"

  var body: some View {
    let _ = Self._printChanges()
    VStack {
      Text(text)
      Button("Change text") {
        text = "stars"
        print("stored: \(text)")
      }
    }
  }
}

let host = ViewHost(ContentView())
host.tap("Change text")
print(host.render())
host.fill("Write something", "typed")
print(host.render())

let unseen = ViewHost(UnseenView())
unseen.tap("Change text")
print(unseen.render())
