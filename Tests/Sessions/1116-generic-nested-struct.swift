// A struct nested in a generic class uses the outer parameter; each instance has its own nested type
class Ledger<Amount: Numeric> {
    struct Entry {
        var label: String
        var amount: Amount
    }
    var entries: [Entry] = []
    func add(_ label: String, _ amount: Amount) {
        entries.append(Entry(label: label, amount: amount))
    }
    var total: Amount {
        entries.reduce(0) { $0 + $1.amount }
    }
}
let cash = Ledger<Int>()
cash.add("rent", 500)
cash.add("food", 120)
print(cash.total, cash.entries.count)
let precise = Ledger<Double>()
precise.add("tea", 3.5)
print(precise.total)
let entry = Ledger<Double>.Entry(label: "cake", amount: 4.25)
print(entry.label, entry.amount)
print(type(of: entry), type(of: cash.entries[0].amount))
