// A tip calculator: split between people, rounding up, String(format:) currency, percent presets
import Foundation

struct TipModel {
    var billText = ""
    var tipPercent = 15
    var people = 2

    var bill: Double? { Double(billText) }
    var tip: Double { (bill ?? 0) * Double(tipPercent) / 100 }
    var total: Double { (bill ?? 0) + tip }
    var perPerson: Double { people > 0 ? total / Double(people) : 0 }
    var perPersonRoundedUp: Double { (perPerson * 100).rounded(.up) / 100 }
}

func currency(_ value: Double) -> String { String(format: "$%.2f", value) }

@State var model = TipModel()
print(model.bill as Any, currency(model.total))
$model.billText.wrappedValue = "87.3"
print(currency(model.tip), currency(model.total), currency(model.perPerson))
for percent in [10, 18, 20, 25] {
    model.tipPercent = percent
    print("\(percent)%:", currency(model.tip), model.perPersonRoundedUp)
}
$model.people.wrappedValue = 3
print(model.perPerson, model.perPersonRoundedUp, currency(model.perPersonRoundedUp))
model.billText = "abc"
print(model.bill == nil, currency(model.total))
model.billText = "1e3"
print(model.bill!, Int("42"), Int("4.2") as Any, Double("  7") as Any, Double(".5")!)
print(String(format: "%.2f", 2.675), String(format: "%.1f", 0.25), String(format: "%.0f", 2.5), String(format: "%.0f", 3.5))
