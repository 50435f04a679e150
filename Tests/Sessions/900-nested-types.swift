// Types nested in a model type: Order.Status and Order.Item, used inside and outside the type
struct Order {
    enum Status: String { case open, paid, shipped }

    struct Item {
        var name: String
        var quantity: Int
        var unitPrice: Double
        var total: Double { Double(quantity) * unitPrice }
    }

    var items: [Item] = []
    var status = Status.open

    var total: Double { items.reduce(0) { $0 + $1.total } }

    mutating func add(_ name: String, _ quantity: Int, at price: Double) {
        items.append(Item(name: name, quantity: quantity, unitPrice: price))
    }
}

@State var order = Order()
order.add("Pen", 3, at: 1.2)
order.add("Notebook", 1, at: 4.5)
print(order.total, order.status, order.items.map(\.name))
$order.status.wrappedValue = .paid
let extra = Order.Item(name: "Ink", quantity: 2, unitPrice: 3)
order.items.append(extra)
print(order.status.rawValue, order.total, Order.Status(rawValue: "shipped") as Any)
print(order.items[2])
print(order)
