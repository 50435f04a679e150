// An enum with its own description uses it everywhere, even inside collections.
enum Mood: Int, CustomStringConvertible {
    case sad = -1, calm, happy
    var description: String { "mood(\(rawValue))" }
}
print(Mood.sad, [Mood.happy], Optional(Mood.calm) as Any)
debugPrint(Mood.happy)
print(String(reflecting: Mood.sad), "\(Mood.calm)")
struct Day {
    var mood: Mood
}
print(Day(mood: .happy))
