// Structs holding enums with raw values print the qualified case, not the raw value.
enum Level: Int {
    case low = -1, mid = 0, high = 5
}
struct Setting {
    var name: String
    var level: Level
    var levels: [Level]
    var fallback: Level?
}
let s = Setting(name: "vol", level: .high, levels: [.low, .mid], fallback: nil)
print(s)
print(s.level, s.level.rawValue, s.levels.map { $0.rawValue })
print([s.fallback, .low])
debugPrint(s.level)
