/// A value a `State` owns, as SwiftUI's `State`: the storage lives in a reference box, so the
/// setter is `nonmutating` and a struct holding the State can change it from a non-mutating
/// method. `$x` is a `Binding` to the box.
///
/// Unlike SwiftUI, which drops writes to a State that is not installed in a view, writes here
/// always stick: a State is its box.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// Creates a State holding `value` (what `@State var x = value` calls).
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// Creates a State holding `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value. Setting it is `nonmutating`: it writes into the box.
    public var wrappedValue: Value {
        get {
            let storage = box.installed ?? box
            storage.noteRead()
            return storage.read { $0 }
        }
        nonmutating set { projectedValue.wrappedValue = newValue }
        nonmutating _modify { yield &projectedValue.wrappedValue }
    }

    /// A binding to the value, reading and writing the box.
    public var projectedValue: Binding<Value> {
        Binding(location: box.installed ?? box)
    }
}

// In a constrained extension, as SwiftUI declares it: a `where` clause on the initializer itself
// would make swiftc pick it for every `@State private var draft: Profile` that an `init`
// assigns (`_draft = State(initialValue: profile)`) and reject non-optional types there.
extension State where Value: ExpressibleByNilLiteral {
    /// Creates a State holding nil (what `@State var x: T?` calls).
    public init() {
        self.init(wrappedValue: nil)
    }
}
