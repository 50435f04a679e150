// Stock counts in a dictionary: default subscripts, merging deliveries, removing sold-out items, sorted reports
var stock: [String: Int] = ["apple": 5, "pear": 2]
let delivery = ["apple": 10, "kiwi": 6]
stock.merge(delivery, uniquingKeysWith: +)
print(stock.sorted { $0.key < $1.key })
let sales = ["pear", "pear", "kiwi", "apple", "pear"]
for item in sales { stock[item, default: 0] -= 1 }
print(stock.keys.sorted().map { "\($0)=\(stock[$0]!)" })
let soldOut = stock.filter { $0.value <= 0 }.map(\.key).sorted()
for item in soldOut { stock.removeValue(forKey: item) }
print(soldOut, stock.count, stock["pear"] as Any)
let totals = sales.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
print(totals.max { $0.value < $1.value }!.key, totals.values.reduce(0, +))
@State var prices: [String: Double] = ["apple": 0.4]
$prices.wrappedValue["kiwi"] = 0.75
prices["apple"]? *= 2
print(prices.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }, prices["plum"] ?? 0)
let value = stock.reduce(0.0) { $0 + Double($1.value) * (prices[$1.key] ?? 0) }
print(value)
let byCount = Dictionary(grouping: stock.keys.sorted(), by: { stock[$0]! > 5 ? "plenty" : "low" })
print(byCount["plenty"] ?? [], byCount["low"] ?? [])
