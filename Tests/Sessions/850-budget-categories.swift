// A monthly budget: expenses grouped by category with Dictionary(grouping:), sorted totals, String(format:)
import Foundation

enum Category: String, CaseIterable {
    case groceries, rent, transport, fun
}

struct Expense: Identifiable {
    let id: Int
    var title: String
    var amount: Double
    var category: Category
}

struct Budget {
    var limit: Double
    var expenses: [Expense] = []

    var spent: Double { expenses.reduce(0) { $0 + $1.amount } }
    var remaining: Double { limit - spent }

    func totals() -> [(Category, Double)] {
        let grouped = Dictionary(grouping: expenses, by: { $0.category })
        return Category.allCases.compactMap { category in
            guard let items = grouped[category] else { return nil }
            return (category, items.map(\.amount).reduce(0, +))
        }
    }
}

@State var budget = Budget(limit: 1500)
budget.expenses.append(Expense(id: 1, title: "Supermarket", amount: 82.4, category: .groceries))
budget.expenses.append(Expense(id: 2, title: "Rent", amount: 950, category: .rent))
budget.expenses.append(Expense(id: 3, title: "Bus pass", amount: 45.5, category: .transport))
budget.expenses.append(Expense(id: 4, title: "Cinema", amount: 12.75, category: .fun))
budget.expenses.append(Expense(id: 5, title: "Bakery", amount: 6.3, category: .groceries))

for (category, total) in budget.totals() {
    print(category.rawValue.capitalized.padding(toLength: 10, withPad: " ", startingAt: 0), String(format: "%8.2f", total))
}
print("Spent:", budget.spent)
print(String(format: "Remaining: %.2f of %.0f", budget.remaining, budget.limit))

let amount = $budget.expenses[3].amount
amount.wrappedValue *= 2
print(budget.expenses[3], budget.spent)
let overBudget = budget.expenses.filter { $0.amount > 100 }.map(\.title)
print(overBudget)
let share = budget.expenses.first { $0.category == .rent }.map { $0.amount / budget.spent * 100 }
print(share.map { String(format: "%.1f%%", $0) } ?? "n/a")
