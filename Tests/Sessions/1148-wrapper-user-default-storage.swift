// A UserDefaults-like wrapper with attribute arguments, an Any store and a nonmutating set
@propertyWrapper
struct UserDefault<Value> {
    let key: String
    let defaultValue: Value
    var storage: Storage
    var wrappedValue: Value {
        get { storage.values[key] as? Value ?? defaultValue }
        nonmutating set { storage.values[key] = newValue }
    }
}
final class Storage {
    nonisolated(unsafe) static let shared = Storage()
    var values: [String: Any] = [:]
}
let defaults = Storage.shared
struct Preferences {
    @UserDefault(key: "volume", defaultValue: 5, storage: Storage.shared) var volume: Int
    @UserDefault(key: "name", defaultValue: "guest", storage: Storage.shared) var name: String
}
let prefs = Preferences()
print(prefs.volume, prefs.name)
prefs.volume = 9
prefs.name = "ada"
print(prefs.volume, prefs.name, defaults.values.count)
let other = Preferences()
print(other.volume)
