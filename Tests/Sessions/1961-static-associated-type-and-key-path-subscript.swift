// A protocol's associated type settled by a conformer's static property (`static let defaultValue = "light"`),
// and `values[keyPath: kp]` (read and write) on a type whose own generic subscript takes other
// labels: the key path's subscript, as SwiftUI's EnvironmentValues is used.
protocol EnvKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
struct EnvValues {
    var _values: [String: Any] = [:]
    init() {}
    subscript<_Key: EnvKey>(key: _Key.Type) -> _Key.Value {
        get { _values["\(_Key.self)"] as? _Key.Value ?? _Key.defaultValue }
        set { _values["\(_Key.self)"] = newValue }
    }
}
final class _EnvBox<_Value> {
    var value: _Value? = nil
    init() {}
}
@propertyWrapper struct Env<_Value> {
    let _keyPath: KeyPath<EnvValues, _Value>
    let _resolve: ([(EnvValues) -> EnvValues]) -> Void
    private let _box: _EnvBox<_Value>
    init(_ keyPath: KeyPath<EnvValues, _Value>) {
        let box = _EnvBox<_Value>()
        _box = box
        _keyPath = keyPath
        _resolve = { applies in
            var values = EnvValues()
            for apply in applies { values = apply(values) }
            box.value = values[keyPath: keyPath]
        }
    }
    var wrappedValue: _Value {
        if let value = _box.value { return value }
        return EnvValues()[keyPath: _keyPath]
    }
}
struct ThemeKey: EnvKey {
    static let defaultValue = "light"
}
extension EnvValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
func put<_V>(_ keyPath: WritableKeyPath<EnvValues, _V>, _ value: _V) -> (EnvValues) -> EnvValues {
    return { values in
        var copy = values
        copy[keyPath: keyPath] = value
        return copy
    }
}
struct Badge {
    @Env(\.theme) private var theme
    func show() { print(theme) }
}
let b = Badge()
b.show()
var v = EnvValues()
print(v.theme)
v.theme = "dark"
print(v.theme)
print(\EnvValues.theme == \EnvValues.theme)
let apply = put(\.theme, "dark")
print(apply(EnvValues()).theme)
let e = Env(\EnvValues.theme)
e._resolve([apply])
print(e.wrappedValue)
