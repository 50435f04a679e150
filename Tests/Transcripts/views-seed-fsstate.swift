// arguments: --no-sample
// Seed 001's final FSState, as typed: a property wrapper of the session's keeping its value in
// a @StateObject Box, conforming to DynamicProperty so the view installs the Box inside it.
// The Box's `value` is a plain property whose willSet sends objectWillChange: the view holding
// the object runs again, named by the wrapper's field (`_text`). "It works!"
// (StateBindingUI has no ObservableObject yet, so this is not a recorded view session.)
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
:mount ContentView()
:tap "Change"
:fill "Write something" "typed"
