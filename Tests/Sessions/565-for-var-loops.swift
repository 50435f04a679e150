// `for var` loops: a mutable copy of each element (or of a tuple's parts)
struct Item { var name: String; var qty: Int }
let items = [Item(name: "pen", qty: 2), Item(name: "ink", qty: 0)]
for var item in items {
    item.qty += 10
    item.name = item.name.uppercased()
    print(item.name, item.qty)
}
print(items.map(\.qty))
for var (name, count) in [("a", 1), ("b", 2)] where count > 0 {
    count *= 3
    name += "!"
    print(name, count)
}
for (index, var item) in items.enumerated() {
    item.qty = index
    print(item)
}
var total = 0
for var n in 1...3 { n *= n; total += n }
print(total)
