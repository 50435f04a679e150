// A recipe scaler with unit conversion: enum units, Double formatting and rounding
import Foundation

enum Unit: String {
    case grams = "g", kilograms = "kg", milliliters = "ml", cups, pieces = "pcs"
}

struct Amount: CustomStringConvertible {
    var value: Double
    var unit: Unit

    var normalized: Amount {
        switch unit {
        case .grams where value >= 1000: return Amount(value: value / 1000, unit: .kilograms)
        case .milliliters where value >= 240: return Amount(value: value / 240, unit: .cups)
        default: return self
        }
    }

    var description: String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() {
            return "\(Int(rounded)) \(unit.rawValue)"
        }
        return String(format: "%.2f %@", rounded, unit.rawValue)
    }
}

struct Ingredient {
    var name: String
    var amount: Amount
}

func scale(_ ingredients: [Ingredient], by factor: Double) -> [Ingredient] {
    ingredients.map { Ingredient(name: $0.name, amount: Amount(value: $0.amount.value * factor, unit: $0.amount.unit).normalized) }
}

let bread = [
    Ingredient(name: "flour", amount: Amount(value: 500, unit: .grams)),
    Ingredient(name: "water", amount: Amount(value: 320, unit: .milliliters)),
    Ingredient(name: "yeast", amount: Amount(value: 7, unit: .grams)),
    Ingredient(name: "eggs", amount: Amount(value: 1, unit: .pieces)),
]
@State var factor = 1.0
for f in [0.5, 1.5, 3.0] {
    $factor.wrappedValue = f
    print("x\(factor):", scale(bread, by: factor).map { "\($0.name) \($0.amount)" }.joined(separator: ", "))
}
print(Amount(value: 2.0 / 3.0, unit: .cups), Amount(value: 1234, unit: .grams).normalized)
print(0.1 + 0.2, 1.0 / 3.0, 2.5e-5, 1e16, Double(7) / 2)
