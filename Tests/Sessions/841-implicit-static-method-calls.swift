// Implicit member calls of a type's own static methods: `.quick(.swim)` where a Workout is expected.
enum Activity: String { case run, bike, swim }
struct Workout: Equatable {
    let activity: Activity
    let minutes: Int
    static func quick(_ a: Activity) -> Workout { Workout(activity: a, minutes: 15) }
    static func long(_ a: Activity, hours: Int = 1) -> Workout { Workout(activity: a, minutes: 60 * hours) }
    static let rest = Workout(activity: .run, minutes: 0)
}
enum Size {
    case small, large
    static func fitting(_ n: Int) -> Size { n < 10 ? .small : .large }
}
var plan: [Workout] = [.quick(.swim), .rest, .long(.bike, hours: 2), .long(.run)]
print(plan.map { "\($0.activity.rawValue) \($0.minutes)" })
func describe(_ w: Workout) -> String { "\(w.activity)/\(w.minutes)" }
print(describe(.quick(.bike)))
let maybe: Workout? = .long(.swim)
print(maybe?.minutes ?? 0, plan[0] == .quick(.swim), plan.contains(.rest))
plan.append(.quick(.run))
let sizes: [Size] = [.fitting(3), .fitting(30), .small]
print(plan.count, sizes)
