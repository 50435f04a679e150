// A habit tracker: days as Ints, current and longest streaks, completion toggled through a binding
struct Habit: Identifiable {
    let id: Int
    var name: String
    var completedDays: Set<Int> = []

    func isDone(on day: Int) -> Bool { completedDays.contains(day) }

    func currentStreak(today: Int) -> Int {
        var day = today
        var streak = 0
        while completedDays.contains(day) {
            streak += 1
            day -= 1
        }
        return streak
    }

    var longestStreak: Int {
        var best = 0
        var run = 0
        var previous: Int? = nil
        for day in completedDays.sorted() {
            if let p = previous, p + 1 == day { run += 1 } else { run = 1 }
            best = max(best, run)
            previous = day
        }
        return best
    }

    mutating func toggle(_ day: Int) {
        if completedDays.contains(day) {
            completedDays.remove(day)
        } else {
            completedDays.insert(day)
        }
    }
}

@State var habits = [
    Habit(id: 1, name: "Read", completedDays: [1, 2, 3, 5, 6, 7, 8]),
    Habit(id: 2, name: "Run", completedDays: [2, 4, 6]),
]
let today = 8
for habit in habits {
    print("\(habit.name): current \(habit.currentStreak(today: today)), longest \(habit.longestStreak)")
}
let run = $habits[1]
run.wrappedValue.toggle(7)
run.wrappedValue.toggle(8)
print(habits[1].currentStreak(today: today), habits[1].completedDays.sorted())
habits[0].toggle(4)
print(habits[0].longestStreak)
let week = (2...8).map { day in habits.map { $0.isDone(on: day) ? "x" : "." }.joined() }
print(week)
let best = habits.max { $0.longestStreak < $1.longestStreak }
print(best?.name ?? "-")
