// if let (k, v) = optional tuple: dictionary sorting, merging, and the largest entry
var stock = ["apple": 3, "pear": 0, "fig": 7]
stock["kiwi", default: 0] += 2
stock.merge(["apple": 1, "plum": 4]) { $0 + $1 }
for (name, count) in stock.sorted(by: { $0.key < $1.key }) {
    print(name, count)
}
let inStock = stock.filter { $0.value > 0 }.keys.sorted()
print(inStock)
print(stock.values.reduce(0, +))
if let (k, v) = stock.max(by: { $0.value < $1.value }) { print(k, v) }
