// Extensions that app code adds: Double as currency, String validation, Array of model values summed
import Foundation

extension Double {
    var currency: String { String(format: "$%.2f", self) }
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10.0, Double(places))
        return (self * factor).rounded() / factor
    }
}

extension String {
    var isValidEmail: Bool {
        let parts = split(separator: "@")
        return parts.count == 2 && parts[1].contains(".") && !parts[0].isEmpty
    }
    var initials: String { split(separator: " ").compactMap(\.first).map(String.init).joined() }
}

struct Expense { var title: String; var amount: Double }

extension Array where Element == Expense {
    var total: Double { reduce(0) { $0 + $1.amount } }
    func over(_ limit: Double) -> [Expense] { filter { $0.amount > limit } }
}

extension Int {
    var isEven: Bool { self % 2 == 0 }
    func times(_ action: () -> Void) { for _ in 0..<self { action() } }
}

@State var expenses = [Expense(title: "Taxi", amount: 23.456), Expense(title: "Hotel", amount: 180)]
print(expenses.total.currency, expenses.over(50).map(\.title), 3.14159.rounded(toPlaces: 2))
$expenses.wrappedValue.append(Expense(title: "Coffee", amount: 4.1))
print(expenses.total.rounded(toPlaces: 1), expenses.total.currency)
print("ada@lovelace.org".isValidEmail, "nope@".isValidEmail, "grace brewster hopper".initials)
print(4.isEven, 7.isEven, (1...6).filter(\.isEven))
var count = 0
3.times { count += 1 }
print(count)
