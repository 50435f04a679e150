// Two extensions of a protocol declare methods of one name with different labels: a conformer gets both
protocol Source {
    associatedtype Item
    var items: [Item] { get }
}
extension Source where Item: Equatable {
    func unique() -> [Item] {
        var result: [Item] = []
        for item in items where !result.contains(item) { result.append(item) }
        return result
    }
}
extension Source {
    func unique(by same: (Item, Item) -> Bool) -> [Item] {
        var result: [Item] = []
        for item in items where !result.contains(where: { same($0, item) }) { result.append(item) }
        return result
    }
    func describe() -> String { "\(items.count) items" }
    func describe(prefix: String) -> String { prefix + describe() }
}
struct Numbers: Source { var items: [Int] }
let numbers = Numbers(items: [1, 2, 2, 3, 1, 12])
print(numbers.unique())
print(numbers.unique(by: { $0 % 10 == $1 % 10 }))
print(numbers.describe())
print(numbers.describe(prefix: "numbers: "))
