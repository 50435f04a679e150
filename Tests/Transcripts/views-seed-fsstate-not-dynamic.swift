// arguments: --no-sample
// Seed 001's FSState before DynamicProperty: the @StateObject inside the wrapper is not
// installed, so SwiftUI does not hear its Box change: the tap writes the value, yet the view
// stays as it was ("We tap the button but see no change").
@propertyWrapper
struct FSState<V> {
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
:render
