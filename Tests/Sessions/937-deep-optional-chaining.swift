// Deep optional chains through a model: customer?.address?.city, optional methods, ?? defaults, map/flatMap
struct Address { var street: String; var city: String?; var zip: String? }
struct Customer { var name: String; var address: Address?; var tags: [String]? }
struct Order { var id: Int; var customer: Customer?; var notes: [String: String] = [:] }

@State var orders = [
    Order(id: 1, customer: Customer(name: "Ana", address: Address(street: "Main 1", city: "Porto", zip: nil), tags: ["vip"])),
    Order(id: 2, customer: Customer(name: "Ben", address: nil, tags: nil)),
    Order(id: 3, customer: nil, notes: ["gift": "yes"]),
]
print(orders.map { $0.customer?.address?.city ?? "unknown" })
print(orders.map { $0.customer?.tags?.count ?? 0 }, orders.map { $0.customer?.tags?.first })
print(orders[0].customer?.address?.zip?.count as Any, orders[2].notes["gift"]?.uppercased() ?? "-")
$orders[1].customer.wrappedValue?.address = Address(street: "Elm 2", city: nil, zip: "1000")
orders[1].customer?.tags = ["new"]
orders[0].customer?.address?.city = "Lisbon"
orders[2].customer?.name = "nobody"
print(orders.map { $0.customer?.address?.zip ?? "no zip" }, orders[2].customer == nil)
print(orders[0].customer!.address!.city!, orders.compactMap { $0.customer?.name })
let cityLengths = orders.map { $0.customer?.address?.city.map { $0.count } }
print(cityLengths)
if let order = orders.first(where: { $0.customer?.tags?.contains("new") == true }), let name = order.customer?.name {
    print("tagged new:", order.id, name)
}
