// A calculator's model: digits typed as strings, pending operation enum, result display without a trailing .0
enum Operation: String {
    case add = "+", subtract = "-", multiply = "×", divide = "÷"

    func apply(_ a: Double, _ b: Double) -> Double? {
        switch self {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return b == 0 ? nil : a / b
        }
    }
}

struct Calculator {
    var display = "0"
    var accumulator: Double? = nil
    var pending: Operation? = nil
    var startNew = true

    mutating func type(_ key: String) {
        if startNew || display == "0" {
            display = key == "." ? "0." : key
            startNew = false
        } else if key != "." || !display.contains(".") {
            display += key
        }
    }

    mutating func choose(_ operation: Operation) {
        equals()
        accumulator = Double(display)
        pending = operation
        startNew = true
    }

    mutating func equals() {
        guard let op = pending, let a = accumulator, let b = Double(display) else { return }
        if let result = op.apply(a, b) {
            display = result == result.rounded() && abs(result) < 1e15 ? String(Int(result)) : String(result)
        } else {
            display = "Error"
        }
        pending = nil
        startNew = true
    }
}

@State var calc = Calculator()
for key in ["1", "2", ".", "5", "."] { calc.type(key) }
calc.choose(.multiply)
calc.type("4")
calc.equals()
print(calc.display)
calc.choose(.divide)
calc.type("3")
calc.equals()
print(calc.display)
calc.choose(.subtract)
calc.type("0")
calc.type(".")
calc.type("6")
calc.choose(.divide)
print(calc.display, calc.accumulator as Any, calc.pending as Any)
calc.type("0")
calc.equals()
print(calc.display, [Operation.add, .divide].map(\.rawValue))
