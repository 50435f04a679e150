// A weather dashboard: hourly readings, daily summaries with min/max/average, formatted with String(format:)
import Foundation

struct Reading {
    let hour: Int
    var temperature: Double
    var rainChance: Int
}

struct DayForecast {
    var name: String
    var readings: [Reading]

    var high: Double { readings.map(\.temperature).max() ?? 0 }
    var low: Double { readings.map(\.temperature).min() ?? 0 }
    var average: Double { readings.map(\.temperature).reduce(0, +) / Double(readings.count) }
    var rainiestHour: Int? { readings.max { $0.rainChance < $1.rainChance }?.hour }
    var summary: String {
        String(format: "%@: %.0f°/%.0f° avg %.1f°", name, high, low, average)
    }
}

@State var week = [
    DayForecast(name: "Mon", readings: [Reading(hour: 6, temperature: 11.4, rainChance: 10), Reading(hour: 12, temperature: 17.8, rainChance: 40), Reading(hour: 18, temperature: 14.5, rainChance: 70)]),
    DayForecast(name: "Tue", readings: [Reading(hour: 6, temperature: 9.5, rainChance: 0), Reading(hour: 12, temperature: 15.5, rainChance: 5), Reading(hour: 18, temperature: 12.49, rainChance: 5)]),
]
for day in week { print(day.summary) }
print(week.map { $0.rainiestHour ?? -1 })
let warmest = week.max { $0.high < $1.high }!
print("Warmest: \(warmest.name) at \(warmest.high)")
$week[1].readings[1].temperature.wrappedValue += 4.25
print(week[1].summary, week[1].high)
let rainy = week.flatMap { day in day.readings.filter { $0.rainChance >= 40 }.map { "\(day.name) \($0.hour):00" } }
print(rainy)
let allTemps = week.flatMap { $0.readings.map(\.temperature) }
print(allTemps.sorted(), allTemps.count)
print(String(format: "%.1f", allTemps.reduce(0, +) / Double(allTemps.count)), String(format: "%5.1f|%-6.2f|", -3.14159, 2.0))
