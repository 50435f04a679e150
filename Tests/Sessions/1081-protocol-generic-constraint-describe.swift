// A protocol as a generic constraint: describeAll works on arrays of any Describable type
protocol Describable {
    func describe() -> String
}
struct Fruit: Describable {
    var name: String
    var grams: Int
    func describe() -> String { "\(name) (\(grams) g)" }
}
enum Planet: Describable {
    case mercury, venus
    func describe() -> String { "planet \(self)" }
}
func describeAll<T: Describable>(_ items: [T]) {
    for (i, item) in items.enumerated() {
        print("\(i + 1). \(item.describe())")
    }
}
func joined<T>(_ items: [T]) -> String where T: Describable {
    items.map { $0.describe() }.joined(separator: "; ")
}
describeAll([Fruit(name: "apple", grams: 120), Fruit(name: "plum", grams: 40)])
describeAll([Planet.venus, .mercury])
print(joined([Planet.mercury]))
print(joined([Fruit]()).isEmpty)
