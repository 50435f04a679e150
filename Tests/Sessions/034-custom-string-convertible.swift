// A declared description is used at every level: top level, inside arrays, optionals and structs.
struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100)" }
}
struct Invoice {
    var item: String
    var price: Money
    var discount: Money?
}
let price = Money(cents: 1250)
print(price)
print([price, Money(cents: 199)])
let invoice = Invoice(item: "Book", price: price, discount: Money(cents: 150))
print(invoice)
print(invoice.discount as Any)
print("Total: \(price)")
debugPrint(price)
print(sample.person.address, [sample.person.address])
print(String(describing: price))
