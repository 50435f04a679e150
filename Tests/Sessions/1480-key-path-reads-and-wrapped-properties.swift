// Reading through a key path into a class instance, and key paths to property-wrapped properties (a class's and a struct's): reads, writes through the wrapper's setter, and a closure argument that ignores its lone Void parameter
@propertyWrapper
struct Logged<Value> {
    private var stored: Value
    init(wrappedValue: Value) { stored = wrappedValue }
    var wrappedValue: Value {
        get { stored }
        set {
            print("Logged set to", newValue)
            stored = newValue
        }
    }
}
final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
@propertyWrapper
struct Shared<Value> {
    let box: Box<Value>
    init(wrappedValue: Value) { box = Box(wrappedValue) }
    var wrappedValue: Value {
        get { box.value }
        nonmutating set { print("Shared would set", newValue) }
    }
}
final class Model {
    var plain = "p"
    @Logged var count = 1
    @Shared var label = "l"
}
struct Settings {
    @Logged var volume = 3
}
let model = Model()
let plainPath = \Model.plain
print(model[keyPath: plainPath])
let countPath = \Model.count
print(model[keyPath: countPath])
var target = model
target[keyPath: countPath] = 7
print(model.count, model[keyPath: countPath])
model[keyPath: \Model.count] += 1
print(model.count)
target[keyPath: \Model.label] = "m"
print(model[keyPath: \Model.label])
let counts = [model, Model()].map(\.count)
print(counts)
var settings = Settings()
settings[keyPath: \Settings.volume] = 4
print(settings.volume, settings[keyPath: \.volume])
func repeatTwice(_ body: (Void) -> Void) { body(()); body(()) }
repeatTwice { print("again") }
