// A habit tracker: streaks over days using indices and strides
struct Habit: Identifiable {
    let id: Int
    var name: String
    var log: [Bool]

    var currentStreak: Int {
        var streak = 0
        for done in log.reversed() {
            guard done else { break }
            streak += 1
        }
        return streak
    }

    var longestStreak: Int {
        var best = 0, run = 0
        for done in log {
            run = done ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    var completion: Double {
        log.isEmpty ? 0 : Double(log.filter { $0 }.count) / Double(log.count) * 100
    }
}

@State var habits = [
    Habit(id: 1, name: "Read", log: [true, true, false, true, true, true]),
    Habit(id: 2, name: "Run", log: [false, true, true, true, false, false]),
]
for habit in habits {
    print("\(habit.name): current \(habit.currentStreak), longest \(habit.longestStreak), \(habit.completion)%")
}
let runLog = $habits[1].log
runLog.wrappedValue.append(true)
runLog.wrappedValue[4] = true
print(habits[1].currentStreak, habits[1].longestStreak)
let weekly = stride(from: 0, to: habits[0].log.count, by: 3).map { start in
    habits[0].log[start..<min(start + 3, habits[0].log.count)].filter { $0 }.count
}
print(weekly)
let marks = habits.map { h in h.log.map { $0 ? "x" : "." }.joined() }
print(marks)
habits.append(Habit(id: 3, name: "Meditate", log: []))
print(habits.map(\.completion), habits.count)
habits.removeAll { $0.log.isEmpty }
print(habits.map(\.name))
