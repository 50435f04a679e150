// Extensions of arrays of one element type: extension Array where Element == T
struct Expense { var title: String; var amount: Double; var paid = false }
extension Array where Element == Expense {
    var total: Double { reduce(0) { $0 + $1.amount } }
    var unpaid: [Expense] { filter { !$0.paid } }
    func titles(over limit: Double) -> [String] {
        self.filter { $0.amount > limit }.map(\.title)
    }
    mutating func payAll() {
        for i in indices { self[i].paid = true }
    }
}
extension Array where Element == Int {
    var average: Double { isEmpty ? 0 : Double(reduce(0, +)) / Double(count) }
}
@State var expenses = [Expense(title: "Rent", amount: 900), Expense(title: "Food", amount: 250.5, paid: true)]
print(expenses.total, expenses.unpaid.count, expenses.titles(over: 300))
expenses.payAll()
print(expenses.unpaid.isEmpty, [3, 4, 8].average, [Int]().average)
$expenses.wrappedValue.append(Expense(title: "Gym", amount: 40))
print(expenses.total, expenses.unpaid.map(\.title))
