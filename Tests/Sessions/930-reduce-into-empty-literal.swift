// reduce(into: [:]) and reduce(into: []) take the accumulator's type from what the closure does with it
struct Expense { var category: String; var amount: Double }
let expenses = [Expense(category: "food", amount: 12.5), Expense(category: "rent", amount: 800), Expense(category: "food", amount: 7.25)]
let totals = expenses.reduce(into: [:]) { result, expense in result[expense.category, default: 0] += expense.amount }
print(totals.sorted { $0.key < $1.key })
let counts = ["a", "b", "a"].reduce(into: [:]) { $0[$1, default: 0] += 1 }
print(counts["a"]!, counts["b"]!, counts.count)
let lengths = ["kiwi", "fig"].reduce(into: [:]) { table, word in table[word] = word.count }
print(lengths.sorted { $0.value < $1.value }.map(\.key))
let upper = ["x", "y"].reduce(into: []) { $0.append($1.uppercased()) }
print(upper)
let big = expenses.reduce(into: []) { list, e in
    if e.amount > 10 { list.append(e.category) }
}
print(big)
