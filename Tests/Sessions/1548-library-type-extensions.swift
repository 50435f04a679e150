// Extensions of Array, Dictionary, Set, Range and the numeric and collection protocols: generic, mutating and static members
extension Array {
    mutating func removeFirst(where predicate: (Element) -> Bool) -> Element? {
        guard let index = firstIndex(where: predicate) else { return nil }
        return remove(at: index)
    }

    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }

    static func repeating(_ element: Element, times: Int) -> [Element] {
        [Element](repeating: element, count: times)
    }
}

extension Array where Element: Comparable {
    var isAscending: Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}

extension Dictionary where Value: Numeric {
    var total: Value { values.reduce(0, +) }
}

extension Set {
    func adding(_ element: Element) -> Set<Element> {
        var copy = self
        copy.insert(element)
        return copy
    }
}

extension Sequence where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}

extension Sequence {
    func grouped<Key: Hashable>(by key: (Element) -> Key) -> [Key: [Element]] {
        Dictionary(grouping: self, by: key)
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

extension BinaryInteger {
    var isEven: Bool { self % 2 == 0 }
}

extension FloatingPoint {
    var half: Self { self / 2 }
}

extension StringProtocol {
    var firstWord: SubSequence? { split(separator: " ").first }
}

extension ClosedRange where Bound == Int {
    var width: Int { upperBound - lowerBound }
}

var queue = [3, 8, 5, 10]
let firstEven = queue.removeFirst(where: { $0.isEven })
print(firstEven as Any, queue)
print(queue.removeFirst(where: { $0 > 100 }) as Any, queue)
print([1, 2, 3, 4, 5].chunked(into: 2))
print([String].repeating("ab", times: 3))
print([1, 2, 2, 9].isAscending, ["b", "a"].isAscending)
print(["rent": 800, "food": 250].total, ["x": 1.5, "y": 2.25].total)
print(Set([1, 2]).adding(3).sorted())
print([1, 2, 3].sum(), (1...4).sum(), [0.5, 0.25].sum())
let byLength = ["kiwi", "fig", "plum", "pear", "yam"].grouped(by: { $0.count })
print(byLength.keys.sorted(), byLength[4] ?? [])
print(15.clamped(to: 0...10), (-2.5).clamped(to: 0...1), "m".clamped(to: "a"..."f"))
print(4.isEven, 7.isEven, Int8(6).isEven)
print(9.0.half, Float(3).half)
print("hello big world".firstWord ?? "-", "".firstWord ?? "-")
print((3...10).width)
