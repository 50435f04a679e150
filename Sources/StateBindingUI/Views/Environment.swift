/// A key of the environment, as SwiftUI's `EnvironmentKey`: its value where no view above
/// put one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values of the environment a view is in, as SwiftUI's `EnvironmentValues`: extend it
/// with a property per key (`var theme: String { get { self[ThemeKey.self] } set { … } }`).
public struct EnvironmentValues {
    var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value read from the environment, as SwiftUI's `@Environment(\.key)`: the view runs
/// again when the value put above it changes.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        if let value = box.value { return value }
        return EnvironmentValues()[keyPath: keyPath]
    }
}

/// Where the installed value of an `@Environment` or `@EnvironmentObject` lives: the view
/// struct is a value, so the host fills this box, which every copy shares.
final class EnvironmentBox<Value> {
    var value: Value?
}

extension Environment: InstallableProperty {
    func install(name: String, kept: AnyObject?, environment: ViewEnvironment, in system: CompiledViews) -> InstalledProperty<CompiledViews.Source> {
        var values = EnvironmentValues()
        for entry in environment.entries {
            if let apply = entry.value as? EnvironmentWrite { apply.write(&values) }
        }
        box.value = values[keyPath: keyPath]
        return InstalledProperty(name: name, storage: nil, sources: [], environmentKeys: [AnyHashable(keyPath)])
    }
}

/// What `.environment(\.key, value)` puts: how to write it into `EnvironmentValues`.
struct EnvironmentWrite {
    let write: (inout EnvironmentValues) -> Void
    let value: Any
}

extension View {
    /// Puts `value` at `keyPath` for the views inside this one.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        let write = EnvironmentWrite(write: { $0[keyPath: keyPath] = value }, value: value)
        // A computed key path prints as an address on Linux, so the drawing names the value only.
        let text = ".environment(\(String(reflecting: value)))"
        return acting(.environment(EnvironmentEntry(key: AnyHashable(keyPath as KeyPath<EnvironmentValues, V>), value: write, isEqual: { old, new in
            guard let old = old as? EnvironmentWrite, let new = new as? EnvironmentWrite else { return false }
            return Reflection.same(old.value, new.value, skippingDynamicProperties: false)
        }, text: text)))
    }
}
