import SwiftUI

// A property wrapper of the session's that conforms to DynamicProperty: the view installs the
// State inside it as if it were the view's own, so its storage is kept by identity and a write
// through it re-runs the body that read it (named by the wrapper's field, `_text`).
@propertyWrapper
struct FSState<V>: DynamicProperty {
    @State private var value: V

    var wrappedValue: V {
        get { value }
        nonmutating set { value = newValue }
    }

    var projectedValue: Binding<V> {
        Binding(
            get: { wrappedValue },
            set: { wrappedValue = $0 }
        )
    }

    init(wrappedValue value: V) {
        _value = State(initialValue: value)
    }
}

struct ContentView: View {
    @FSState var text = "Hello Five Stars"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(text)
            Button("Change") { text = "It works!" }
            TextField("Write something", text: $text)
        }
    }
}

let host = ViewHost(ContentView())
print(host.render())
host.tap("Change")
print(host.render())
host.fill("Write something", "typed")
print(host.render())
