// Unit conversions for a weather card: enum with computed conversion, Double printing and rounding
import Foundation

enum TemperatureUnit: String, CaseIterable {
    case celsius = "°C", fahrenheit = "°F", kelvin = "K"

    func fromCelsius(_ c: Double) -> Double {
        switch self {
        case .celsius: return c
        case .fahrenheit: return c * 9 / 5 + 32
        case .kelvin: return c + 273.15
        }
    }
}

struct Forecast {
    var city: String
    var highs: [Double]
    var unit: TemperatureUnit = .celsius

    var converted: [Double] { highs.map { unit.fromCelsius($0) } }
    var average: Double { converted.reduce(0, +) / Double(converted.count) }
    var summary: String {
        let hottest = converted.max() ?? .nan
        return "\(city): avg \(String(format: "%.1f", average))\(unit.rawValue), max \(hottest)\(unit.rawValue)"
    }
}

@State var forecast = Forecast(city: "Lisbon", highs: [21.5, 23, 19.25, 25.8])
for unit in TemperatureUnit.allCases {
    $forecast.unit.wrappedValue = unit
    print(forecast.summary)
    print(forecast.converted)
}
print(forecast.converted.map { Int($0.rounded()) })
print(forecast.converted.map { ($0 * 10).rounded(.down) / 10 })
let kmh = 36.0
print("\(kmh) km/h = \(kmh / 3.6) m/s = \(kmh / 1.609344) mph")
print(Double.pi, Float(1) / 3, 100.0, -0.0, 1e-7, 123456789.0 * 1000)
print(Double(Int.max), 5.0.squareRoot(), (2.0).squareRoot() * (2.0).squareRoot())
