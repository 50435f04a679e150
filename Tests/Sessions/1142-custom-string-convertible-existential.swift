// CustomStringConvertible as a type: library and session values, description, arrays
struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100)" }
}
struct Plain {
    var x: Int
}
let items: [CustomStringConvertible] = [42, "text", 2.5, Money(cents: 1250), [1, 2], true]
print(items.map(\.description))
for item in items {
    print(item)
}
let one: CustomStringConvertible = Money(cents: 99)
print(one, one.description.count)
print("\(one)!")
func show(_ value: CustomStringConvertible) -> String { "<" + value.description + ">" }
print(show(7), show(Money(cents: 100)))
var maybe: CustomStringConvertible? = nil
print(maybe == nil)
maybe = 3
print(maybe!.description)
