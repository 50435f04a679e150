import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`:
/// `@Bindable var model: Model` in a view, `@Bindable var model = model` in a body, or
/// `Bindable(model).name`; `$model.name` is a `Binding` through the object's property.
///
/// It invalidates nothing itself: a body that reads `model.name` through it runs again when
/// `name` changes because Observation tracked the read (`@dependencies`), as any read of an
/// `@Observable` object is.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    public var wrappedValue: Value

    /// As SwiftUI says of an object that is not `@Observable` (the one a property wrapper
    /// must declare whatever its value).
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) {
        fatalError("The wrapped value must be an object that conforms to Observable")
    }

    /// `$model`: the wrapper itself, whose members are bindings.
    public var projectedValue: Bindable<Value> { self }
}

extension Bindable where Value: AnyObject {
    /// `$model.name`: reads and writes go through the object's property, so Observation
    /// hears them as it hears any.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject & Observable {
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

/// A dynamic property whose value is one of the view's inputs: a re-created view holding
/// another object than before has other inputs (`@self`), as SwiftUI compares the view's
/// fields. `State` and `Binding` are left out of that comparison; this one is not.
protocol ComparedAsInput {}

extension Bindable: ComparedAsInput {}
