// Weather readings with statistics and strings
struct Reading {
    let day: String
    let high: Double
    let low: Double
    var condition: Condition
}

enum Condition: String, CaseIterable {
    case sunny = "☀️", cloudy = "☁️", rainy = "🌧"
    var isWet: Bool { self == .rainy }
}

let week = [
    Reading(day: "Mon", high: 21.5, low: 12.0, condition: .sunny),
    Reading(day: "Tue", high: 18.0, low: 11.5, condition: .cloudy),
    Reading(day: "Wed", high: 15.25, low: 9.0, condition: .rainy),
    Reading(day: "Thu", high: 19.75, low: 10.5, condition: .rainy),
    Reading(day: "Fri", high: 23.0, low: 14.0, condition: .sunny),
]
let averageHigh = week.map(\.high).reduce(0, +) / Double(week.count)
print("Average high: \(averageHigh)")
let hottest = week.max { $0.high < $1.high }!
print("Hottest: \(hottest.day) \(hottest.high)°")
let swing = week.map { $0.high - $0.low }
print(swing, swing.min()!, swing.max()!)
print(week.filter { $0.condition.isWet }.map(\.day).joined(separator: " & "))
let counts = Dictionary(grouping: week, by: \.condition).mapValues(\.count)
for condition in Condition.allCases {
    print(condition.rawValue, counts[condition] ?? 0)
}
let line = week.map { "\($0.day.prefix(2))\($0.condition.rawValue)" }.joined(separator: "|")
print(line)
print(week.contains { $0.low < 10 }, week.allSatisfy { $0.high > $0.low })
let rounded = week.map { Int($0.high.rounded()) }
print(rounded, rounded.sorted(by: >).prefix(2))
print(String(repeating: "-", count: 10))
print(Int(averageHigh), Double(rounded.reduce(0, +)) / 5.0)
