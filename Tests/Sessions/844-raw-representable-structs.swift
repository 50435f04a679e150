// A struct conforming to RawRepresentable by hand: a failable init(rawValue:), or the memberwise one.
struct Level: RawRepresentable, Comparable {
    let rawValue: Int
    init?(rawValue: Int) {
        guard (1...5).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    static let lowest = Level(rawValue: 1)!
}
struct Tag: RawRepresentable, Hashable {
    var rawValue: String
}
let levels = [0, 3, 6, 5].compactMap(Level.init(rawValue:))
print(levels.map(\.rawValue), levels.max()!.rawValue, Level.lowest < levels[0], Level(rawValue: 9) == nil)
print(levels[0])
let tags: Set = [Tag(rawValue: "swift"), Tag(rawValue: "ui"), Tag(rawValue: "swift")]
print(tags.count, tags.map(\.rawValue).sorted(), Tag(rawValue: "x"))
