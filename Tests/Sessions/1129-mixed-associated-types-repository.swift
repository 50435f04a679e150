// An associated type used in a generic repository, a protocol-extension operator, inout generic functions and enum arguments
protocol Identified: Equatable {
    associatedtype ID: Hashable
    var id: ID { get }
}
extension Identified {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}
struct User: Identified {
    let id: Int
    var name: String
}
print(User(id: 1, name: "a") == User(id: 1, name: "b"))
struct Repository<Item: Identified> {
    private(set) var items: [Item.ID: Item] = [:]
    mutating func save(_ item: Item) { items[item.id] = item }
    func find(_ id: Item.ID) -> Item? { items[id] }
    var count: Int { items.count }
}
var users = Repository<User>()
users.save(User(id: 1, name: "Ada"))
users.save(User(id: 2, name: "Grace"))
users.save(User(id: 1, name: "Ada L."))
print(users.count, users.find(1)?.name ?? "-", users.find(3)?.name ?? "-")
protocol Stackable {
    associatedtype Element
    mutating func push(_ element: Element)
    mutating func pop() -> Element?
    var isEmpty: Bool { get }
}
struct IntStack: Stackable {
    private var storage: [Int] = []
    mutating func push(_ element: Int) { storage.append(element) }
    mutating func pop() -> Int? { storage.popLast() }
    var isEmpty: Bool { storage.isEmpty }
}
func drain<S: Stackable>(_ stack: inout S) -> [S.Element] {
    var out: [S.Element] = []
    while let next = stack.pop() { out.append(next) }
    return out
}
var s = IntStack()
for i in 1...4 { s.push(i * i) }
print(drain(&s), s.isEmpty)
enum Direction: CaseIterable, Comparable { case north, east, south, west }
print(Direction.allCases.sorted(by: >), Direction.north < .west)
func maxOf<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
print(maxOf(3, 7), maxOf("pear", "apple"), maxOf(Direction.east, .south))
