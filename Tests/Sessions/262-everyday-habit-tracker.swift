// A habit tracker: a Comparable weekday enum in Sets, streaks from a reversed loop with guard, bindings into a State array
enum Weekday: Int, CaseIterable, Comparable {
    case mon = 1, tue, wed, thu, fri
    static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }
    var short: String { String(String(describing: self).prefix(2)).uppercased() }
}
struct Habit: Identifiable {
    let id: Int
    var name: String
    var done: Set<Weekday> = []
    var streak: Int {
        var count = 0
        for day in Weekday.allCases.reversed() {
            guard done.contains(day) else { break }
            count += 1
        }
        return count
    }
}
@State var habits = [Habit(id: 1, name: "Run"), Habit(id: 2, name: "Read")]
habits[0].done = [.thu, .fri, .wed]
habits[1].done.insert(.mon)
let run = $habits[0]
run.name.wrappedValue = "Jog"
for habit in habits {
    print(habit.name, habit.streak, habit.done.sorted().map(\.short))
}
let best = habits.max { $0.streak < $1.streak }!
print("best:", best.name)
