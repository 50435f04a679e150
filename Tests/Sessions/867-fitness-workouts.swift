// Workout log: tuples, zip of two arrays, stride for intervals, min/max by, totals per week
struct Workout {
    var day: Int
    var kind: String
    var minutes: Int
    var calories: Int
}

let log = [
    Workout(day: 1, kind: "run", minutes: 30, calories: 310),
    Workout(day: 2, kind: "bike", minutes: 45, calories: 400),
    Workout(day: 4, kind: "run", minutes: 25, calories: 260),
    Workout(day: 8, kind: "swim", minutes: 40, calories: 380),
    Workout(day: 9, kind: "run", minutes: 35, calories: 355),
]

let perWeek = Dictionary(grouping: log) { ($0.day - 1) / 7 + 1 }
for week in perWeek.keys.sorted() {
    let minutes = perWeek[week]!.reduce(0) { $0 + $1.minutes }
    print("week \(week): \(perWeek[week]!.count) workouts, \(minutes) min")
}
let longest = log.max { $0.minutes < $1.minutes }!
let shortest = log.min(by: { $0.minutes < $1.minutes })!
print(longest.kind, longest.day, shortest.kind, shortest.day)
let pace = zip(log.map(\.calories), log.map(\.minutes)).map { Double($0) / Double($1) }
print(pace.map { ($0 * 100).rounded() / 100 })
for minute in stride(from: 0, to: 30, by: 10) {
    print("interval at \(minute)")
}
print(Array(stride(from: 10, through: 0, by: -5)))

@State var goal = (minutes: 150, calories: 1200)
let done = (minutes: log.map(\.minutes).reduce(0, +), calories: log.map(\.calories).reduce(0, +))
print(done, done.minutes >= goal.minutes)
$goal.wrappedValue.minutes = 200
print(goal, goal.minutes - done.minutes)
let kinds = log.map(\.kind)
let counts = kinds.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
