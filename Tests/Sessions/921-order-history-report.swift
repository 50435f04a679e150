// An order history report: grouping by customer, sorting groups, totals with reduce, top items by count
struct Order {
    let id: Int
    let customer: String
    let items: [String]
    let total: Double
}

let orders = [
    Order(id: 1, customer: "ana", items: ["tea", "cake"], total: 8.5),
    Order(id: 2, customer: "ben", items: ["coffee"], total: 3.2),
    Order(id: 3, customer: "ana", items: ["coffee", "cake"], total: 7.7),
    Order(id: 4, customer: "cy", items: ["tea"], total: 2.9),
    Order(id: 5, customer: "ben", items: ["cake", "cake", "tea"], total: 12.1),
]

let byCustomer = Dictionary(grouping: orders, by: \.customer)
let ranking = byCustomer
    .map { (customer: $0.key, spent: $0.value.reduce(0) { $0 + $1.total }, count: $0.value.count) }
    .sorted { $0.spent > $1.spent }
for entry in ranking {
    print(entry.customer, entry.count, (entry.spent * 100).rounded() / 100)
}
let itemCounts = orders.flatMap(\.items).reduce(into: [:]) { counts, item in counts[item, default: 0] += 1 }
let top = itemCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(2).map(\.key)
print(top, itemCounts["cake"]!, itemCounts.count)
let average = orders.map(\.total).reduce(0, +) / Double(orders.count)
print(average, orders.filter { $0.total > average }.map(\.id))
let (small, large) = orders.reduce(into: (0, 0)) { result, order in
    if order.total < 5 { result.0 += 1 } else { result.1 += 1 }
}
print(small, large, orders.contains { $0.items.isEmpty }, orders.allSatisfy { $0.total > 0 })
@State var filter = "ben"
$filter.wrappedValue = "ana"
print(byCustomer[filter]?.map(\.id) ?? [], byCustomer["zed"]?.count as Any)
