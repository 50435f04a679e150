// Custom Hashable: hash(into:) combining the id, == comparing it; fields need not be Hashable
struct Contact: Hashable {
    let id: Int
    var name: String
    var onTap: () -> Void = {}
    static func == (a: Contact, b: Contact) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
let a = Contact(id: 1, name: "Ann"), b = Contact(id: 2, name: "Bo")
print(a == b, [a, b].contains(Contact(id: 2, name: "?")), Set([a]).count, [a: "first"][a]!)
struct Point: Hashable {
    var x: Int, y: Int
    func hash(into hasher: inout Hasher) {
        hasher.combine(x)
        hasher.combine(y)
    }
}
let points: Set = [Point(x: 1, y: 2), Point(x: 1, y: 2), Point(x: 3, y: 4)]
print(points.count, points.contains(Point(x: 3, y: 4)))
