// Step goals over a week: enums with computed properties, switch on ranges, extensions on Int
import Foundation
extension Int {
    var withThousands: String {
        let digits = Array(String(self))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return out
    }
}

enum Activity {
    case sedentary, light, active, athlete

    init(steps: Int) {
        switch steps {
        case ..<3_000: self = .sedentary
        case 3_000..<7_500: self = .light
        case 7_500..<12_000: self = .active
        default: self = .athlete
        }
    }

    var badge: String {
        switch self {
        case .sedentary: return "🛋"
        case .light: return "🚶"
        case .active: return "🏃"
        case .athlete: return "🏅"
        }
    }
}

struct Day {
    let name: String
    var steps: Int
    var activity: Activity { Activity(steps: steps) }
}

struct Goal {
    var daily = 8_000
    func progress(_ steps: Int) -> Double { min(1, Double(steps) / Double(daily)) }
    func bar(_ steps: Int, width: Int = 10) -> String {
        let filled = Int((progress(steps) * Double(width)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }
}

@State var goal = Goal()
var week = zip(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], [2_340, 8_120, 15_002, 6_999, 7_500, 11_999, 12_000]).map(Day.init)
for day in week {
    print(day.name, goal.bar(day.steps), day.steps.withThousands.padding(toLength: 6, withPad: " ", startingAt: 0), day.activity.badge)
}
$goal.daily.wrappedValue = 10_000
let met = week.filter { $0.steps >= goal.daily }.map(\.name)
print(met, week.map(\.steps).reduce(0, +).withThousands)
week[0].steps += 5_000
print(week[0].activity, Activity(steps: 100_000), week.filter { if case .active = $0.activity { return true }; return false }.count)
