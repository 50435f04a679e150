/// The classic design the source material builds, kept here as the baseline: a binding is a
/// getter and a setter closure, and deriving wraps both. A write at depth d re-reads and
/// re-writes every ancestor (O(d²) closure calls), and writing one element of an array copies
/// the whole array, because the copy the getter returns shares the buffer the setter mutates.
struct ClassicBinding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    func map<Subject>(_ keyPath: WritableKeyPath<Value, Subject>) -> ClassicBinding<Subject> {
        ClassicBinding<Subject>(
            get: { self.get()[keyPath: keyPath] },
            set: { newValue in
                var value = self.get()
                value[keyPath: keyPath] = newValue
                self.set(value)
            })
    }
}

extension ClassicBinding where Value: MutableCollection {
    func element(_ index: Value.Index) -> ClassicBinding<Value.Element> {
        ClassicBinding<Value.Element>(
            get: { self.get()[index] },
            set: { newValue in
                var collection = self.get()
                collection[index] = newValue
                self.set(collection)
            })
    }
}

/// The classic State: a class holding the value, handing out closure bindings to it.
final class ClassicState<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    var binding: ClassicBinding<Value> {
        ClassicBinding(get: { self.value }, set: { self.value = $0 })
    }
}
