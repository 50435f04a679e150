// `let x: T` initialized on every path of a switch, if/else or do/catch is usable after it
enum Size { case small, medium, large }

func price(for size: Size, member: Bool) -> Double {
    let base: Double
    switch size {
    case .small: base = 2.5
    case .medium: base = 3.0
    case .large:
        base = 3.75
    }
    let discount: Double
    if member {
        discount = 0.5
    } else if size == .large {
        discount = 0.25
    } else {
        discount = 0
    }
    return base - discount
}
print(price(for: .small, member: false), price(for: .large, member: false), price(for: .medium, member: true))

struct Failure: Error {}
func risky(_ n: Int) throws -> Int {
    if n < 0 { throw Failure() }
    return n * 10
}

let value: Int
do {
    value = try risky(-1)
} catch {
    value = 0
}
print(value)

var label: String
if value > 0 { label = "positive" } else { label = "zero" }
label += "!"
print(label)

func describe(_ n: Int) -> String {
    let text: String
    guard n >= 0 else { return "negative" }
    switch n {
    case 0: text = "none"
    case 1: text = "one"
    default: return "many"
    }
    return text
}
print(describe(-3), describe(0), describe(1), describe(7))
