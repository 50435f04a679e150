// static requirements: each conforming type supplies its own default and a type-level name
protocol Defaultable {
    static var defaultValue: Self { get }
    static func label() -> String
}
struct Volume: Defaultable {
    var level: Int
    static var defaultValue: Volume { Volume(level: 5) }
    static func label() -> String { "volume" }
}
enum Theme: Defaultable {
    case light, dark
    static var defaultValue: Theme { .light }
    static func label() -> String { "theme" }
}
func reset<T: Defaultable>(_ value: inout T) {
    value = T.defaultValue
    print("reset", T.label())
}
var volume = Volume(level: 11)
var theme = Theme.dark
reset(&volume)
reset(&theme)
print(volume.level, theme)
print(Volume.defaultValue, Theme.label())
func defaults<T: Defaultable>(_ type: T.Type, count: Int) -> [T] {
    Array(repeating: type.defaultValue, count: count)
}
print(defaults(Theme.self, count: 2))
