// is and as? test a value of type Any against a protocol, and as? opens it for use
protocol Priced {
    var price: Double { get }
}
struct Book: Priced {
    var title: String
    var price: Double
}
struct Gift {
    var note: String
}
let things: [Any] = [Book(title: "Swift", price: 30), Gift(note: "free"), 12, Book(title: "Go", price: 20)]
for thing in things {
    print(thing is Priced)
}
var sum = 0.0
for thing in things {
    if let item = thing as? Priced {
        sum += item.price
    }
}
print("total", sum)
print(things.compactMap { $0 as? Priced }.count)
let first = things[0] as? any Priced
print(first?.price ?? 0, (things[1] as? Priced)?.price as Any)
if let book = first as? Book {
    print(book.title)
}
