// @dynamicMemberLookup on a protocol with the subscript in its extension; a class conforms; real members win
@dynamicMemberLookup
protocol Wrapping {
    associatedtype Wrapped
    var wrapped: Wrapped { get set }
}
extension Wrapping {
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Wrapped, T>) -> T {
        get { wrapped[keyPath: keyPath] }
        set { wrapped[keyPath: keyPath] = newValue }
    }
}
struct Settings {
    var volume: Int
    var theme: String
}
final class SettingsStore: Wrapping {
    var wrapped: Settings
    var theme: String { "store theme" }
    init(_ settings: Settings) { wrapped = settings }
}
var store = SettingsStore(Settings(volume: 3, theme: "dark"))
store.volume = 8
print(store.volume, store.wrapped.volume)
print(store.theme, store[dynamicMember: \.theme])
store[dynamicMember: \.theme] = "light"
print(store.wrapped.theme)
