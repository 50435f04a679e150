// associatedtype with a default: conformers that settle it another way, and one that takes the default
protocol Container {
    associatedtype Item = Int
    var items: [Item] { get }
    func describe() -> String
}
extension Container {
    func describe() -> String { "\(items.count) items" }
}
struct Numbers: Container {
    var items: [Int]
}
struct Words: Container {
    typealias Item = String
    var items: [String]
}
struct Empty: Container {
    var items: [Item] { [] }
}
func total<C: Container>(_ c: C) -> Int where C.Item == Int { c.items.reduce(0, +) }
print(Numbers(items: [1, 2]).describe(), Words(items: ["a"]).describe(), Empty().items.count)
print(total(Numbers(items: [3, 4])), total(Empty()))
let first = Words(items: ["x", "y"]).items.first ?? ""
print(first)
