// main.swift: the XBinding gist's first example, a property wrapper whose closures reach a top-level variable
@propertyWrapper
struct XBinding<Value> {
    let getValue: () -> Value
    let setValue: (Value) -> Void

    init(getValue: @escaping () -> Value, setValue: @escaping (Value) -> Void) {
        self.getValue = getValue
        self.setValue = setValue
    }

    var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }
}

private var x1Storage: Int = 42

struct Example1 {
    @XBinding(getValue: { x1Storage }, setValue: { x1Storage = $0 })
    var x1: Int
}

let example = Example1()
print(example.x1)
example.x1 = 7
print(x1Storage, example.x1)
x1Storage += 1
print(example.x1)
