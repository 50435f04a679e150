// A unit converter with static functions, enums with raw values and number formatting
enum TemperatureUnit: String, CaseIterable {
    case celsius = "°C", fahrenheit = "°F", kelvin = "K"

    func toCelsius(_ value: Double) -> Double {
        switch self {
        case .celsius: return value
        case .fahrenheit: return (value - 32) * 5 / 9
        case .kelvin: return value - 273.15
        }
    }

    func fromCelsius(_ value: Double) -> Double {
        switch self {
        case .celsius: return value
        case .fahrenheit: return value * 9 / 5 + 32
        case .kelvin: return value + 273.15
        }
    }
}

struct Converter {
    var input: Double = 100
    var from: TemperatureUnit = .celsius
    var to: TemperatureUnit = .fahrenheit
    var output: Double { to.fromCelsius(from.toCelsius(input)) }

    static func rounded(_ value: Double, places: Int = 1) -> Double {
        let factor = (0..<places).reduce(1.0) { result, _ in result * 10 }
        return (value * factor).rounded() / factor
    }
    mutating func swapUnits() { (from, to) = (to, from) }
}

@State var converter = Converter()
print(converter.output, Converter.rounded(converter.output))
$converter.to.wrappedValue = .kelvin
print(Converter.rounded(converter.output, places: 2))
converter.swapUnits()
converter.input = 0
print(converter.from, converter.to, Converter.rounded(converter.output, places: 2))
for unit in TemperatureUnit.allCases {
    print("37°C = \(Converter.rounded(unit.fromCelsius(37))) \(unit.rawValue)")
}
print(TemperatureUnit(rawValue: "K") ?? .celsius, TemperatureUnit(rawValue: "X") == nil)
let boiling = TemperatureUnit.allCases.map { ($0, $0.fromCelsius(100)) }
print(boiling.map { "\($0.1)\($0.0.rawValue)" })
