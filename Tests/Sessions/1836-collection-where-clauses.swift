// Extensions of Sequence and Collection with where clauses reach the session's own sequences that meet them
protocol Shape { var area: Double { get } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        if n == 0 { return nil }
        defer { n -= 1 }
        return n
    }
}
struct Shapes: Collection {
    var items: [Square]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Square { items[i] }
}
struct Numbers: RandomAccessCollection {
    var values: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    subscript(i: Int) -> Int { values[i] }
}
extension Sequence where Element: Shape { var totalArea: Double { reduce(0) { $0 + $1.area } } }
extension Sequence where Element == Int { var sum: Int { reduce(0, +) } }
extension Collection where Element: Comparable { var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } } }
extension BidirectionalCollection where Element: Equatable { var isPalindrome: Bool { elementsEqual(reversed()) } }
let shapes = Shapes(items: [Square(side: 1), Square(side: 2)])
print(shapes.totalArea, [Square(side: 3)].totalArea)
print(Countdown(n: 4).sum, Numbers(values: [1, 2, 3]).sum, [10, 20].sum)
print(Numbers(values: [1, 2, 3]).isSorted, Numbers(values: [3, 1]).isSorted, ["a", "b"].isSorted)
print(Numbers(values: [1, 2, 1]).isPalindrome, Numbers(values: [1, 2]).isPalindrome, ["a", "b", "a"].isPalindrome)
