// Sequence's methods on the session's own Sequence: map, filter, reduce, contains, sorted, Array(…)
struct Squares: Sequence, IteratorProtocol {
    var n = 0
    let limit: Int
    mutating func next() -> Int? {
        n += 1
        return n <= limit ? n * n : nil
    }
}
let squares = Squares(limit: 5)
print(squares.map { $0 + 1 })
print(squares.filter { $0 % 2 == 0 })
print(squares.reduce(0, +))
print(squares.contains(16), squares.contains(15))
print(squares.sorted(by: >))
print(Array(squares))
print(squares.min()!, squares.max()!)
print(squares.allSatisfy { $0 > 0 })
print(squares.compactMap { $0 > 10 ? String($0) : nil })
print(squares.first(where: { $0 > 5 })!)
squares.forEach { print($0, terminator: ",") }
print()
print(squares.map(String.init).joined(separator: "-"))
print(squares.dropFirst(3).map { $0 })
