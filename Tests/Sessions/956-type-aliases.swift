// typealias: for scalars, tuples, closures and dictionaries, at the top level and inside a type
struct Inventory {
    typealias Stock = [String: Int]
    typealias Line = (item: String, count: Int)
    var stock: Stock = [:]
    var lines: [Line] { stock.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
    mutating func add(_ line: Line) { stock[line.item, default: 0] += line.count }
}
typealias Price = Double
typealias Handler = (String) -> Void
typealias Point = (x: Int, y: Int)
let price: Price = 9.5
var messages: [String] = []
let log: Handler = { messages.append($0) }
log("price \(price)")
var inventory = Inventory()
inventory.add(("apple", 3))
inventory.add((item: "pear", count: 2))
inventory.add(("apple", 1))
let extra: Inventory.Line = ("fig", 7)
inventory.add(extra)
print(inventory.lines, messages)
let origin: Point = (0, 0)
var path: [Point] = [origin, (x: 2, y: 3)]
path.append((1, 1))
print(path, path.map(\.x), type(of: price), type(of: origin))
let empty = Inventory.Stock()
print(empty.isEmpty, Price(3), Price("2.5")!)
func total(_ prices: [Price]) -> Price { prices.reduce(0, +) }
print(total([1.5, price]))
