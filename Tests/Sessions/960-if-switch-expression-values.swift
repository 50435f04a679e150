// if and switch expressions as a variable's value, an assignment's value and a return value
enum Weather { case sunny, rainy(mm: Int), snowy }
struct Forecast {
    var weather: Weather
    var temperature: Double
    func advice() -> String {
        let base = temperature < 5 ? "coat" : "shirt"
        return switch weather {
        case .sunny: "\(base) and sunglasses"
        case .rainy(let mm) where mm > 10: "\(base) and boots"
        case .rainy: "\(base) and umbrella"
        case .snowy: "\(base), hat and gloves"
        }
    }
}
let days = [Forecast(weather: .sunny, temperature: 24), Forecast(weather: .rainy(mm: 15), temperature: 8),
            Forecast(weather: .rainy(mm: 2), temperature: 3), Forecast(weather: .snowy, temperature: -4)]
for day in days {
    let feel: String = if day.temperature > 20 { "warm" } else if day.temperature > 0 { "cool" } else { "freezing" }
    print(feel, "-", day.advice())
}
var summary = "none"
summary = if days.count > 3 { "week of \(days.count)" } else { "short" }
let (label, icon) = switch days[1].weather {
case .sunny: ("Sun", "☀️")
case .rainy: ("Rain", "🌧")
case .snowy: ("Snow", "❄️")
}
let level = if let first = days.first, first.temperature > 20 { 3 } else { 0 }
print(summary, label, icon, level)
let average = days.map(\.temperature).reduce(0, +) / Double(days.count)
let verdict =
    switch average {
    case ..<0: "cold week"
    case 0..<15: if average < 10 { "chilly week" } else { "mild week" }
    default: "warm week"
    }
print(average, verdict)
