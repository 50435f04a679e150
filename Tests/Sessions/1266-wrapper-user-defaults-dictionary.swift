// A @UserDefault-like wrapper over a dictionary in a class store; two values of the struct share it
final class Store {
    nonisolated(unsafe) static var values: [String: Any] = [:]
}
@propertyWrapper
struct UserDefault<T> {
    let key: String
    let defaultValue: T
    init(_ key: String, defaultValue: T) {
        self.key = key
        self.defaultValue = defaultValue
    }
    var wrappedValue: T {
        get { Store.values[key] as? T ?? defaultValue }
        nonmutating set { Store.values[key] = newValue }
    }
}
struct Settings {
    @UserDefault("has_seen_intro", defaultValue: false) var hasSeenIntro: Bool
    @UserDefault("launch_count", defaultValue: 0) var launchCount: Int
}
let settings = Settings()
print(settings.hasSeenIntro, settings.launchCount)
settings.hasSeenIntro = true
settings.launchCount += 1
settings.launchCount += 1
print(settings.hasSeenIntro, settings.launchCount)
print(Store.values["launch_count"] as! Int)
print(Settings().launchCount)
