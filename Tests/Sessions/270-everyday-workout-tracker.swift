// A workout tracker: a map into labelled tuples from context, grouping by a key path, totals per CaseIterable case
enum Activity: String, CaseIterable { case run, bike, swim }
struct Workout {
    var activity: Activity
    var minutes: Int
    var calories: Int { minutes * (activity == .swim ? 11 : activity == .run ? 10 : 8) }
}
@State var week: [Workout] = [
    Workout(activity: .run, minutes: 30),
    Workout(activity: .bike, minutes: 45),
    Workout(activity: .run, minutes: 20),
    Workout(activity: .swim, minutes: 25),
]
let totals: [(activity: Activity, minutes: Int)] = Activity.allCases.map { activity in
    (activity, week.filter { $0.activity == activity }.map(\.minutes).reduce(0, +))
}
for entry in totals where entry.minutes > 0 {
    print("\(entry.activity.rawValue): \(entry.minutes) min")
}
let longest = week.max { $0.minutes < $1.minutes }
print(longest?.activity.rawValue ?? "-", week.map(\.calories).reduce(0, +))
week[1].minutes += 15
let caloriesByActivity = Dictionary(grouping: week, by: \.activity).mapValues { $0.reduce(0) { $0 + $1.calories } }
for activity in Activity.allCases { print(activity, caloriesByActivity[activity] ?? 0) }
