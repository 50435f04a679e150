// A dictionary as a sequence of (key:, value:) pairs: sorted, mapped, filtered.
let stock = ["pens": 10, "ink": 0, "paper": 250]
print(stock.sorted { $0.key < $1.key })
print(stock.sorted { $0.value > $1.value }.map(\.key))
let empty = stock.filter { $0.value == 0 }
print(empty, type(of: empty))
print(stock.map { $0.value }.sorted(), stock.contains { $0.value > 100 })
print(stock.min { $0.value < $1.value }!.key, stock.max { a, b in a.value < b.value }!)
print(stock.reduce(0) { $0 + $1.value }, stock.count { $0.key.count > 3 })
let one = ["only": 1]
print(one.first!, one.first!.key)
