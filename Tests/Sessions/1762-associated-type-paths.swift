// Associated-type paths in generic functions: S.Iterator.Element, S.Element, C.Index, where clauses on them
func firstOf<S: Sequence>(_ items: S) -> S.Iterator.Element? {
    var iterator = items.makeIterator()
    return iterator.next()
}
func allEqual<S: Sequence>(_ items: S, to value: S.Element) -> Bool where S.Element: Equatable {
    items.allSatisfy { $0 == value }
}
func total<C: Collection>(_ numbers: C) -> Int where C.Element == Int {
    numbers.reduce(0, +)
}
func pairs<S: Sequence>(_ items: S) -> [(S.Iterator.Element, Int)] {
    var result: [(S.Iterator.Element, Int)] = []
    var index = 0
    for item in items {
        result.append((item, index))
        index += 1
    }
    return result
}
print(firstOf([3, 4]) as Any, firstOf("hey") as Any, firstOf([String]()) as Any)
print(allEqual([2, 2], to: 2), allEqual(["a", "b"], to: "a"))
print(total([1, 2, 3]), total(Set([5])))
print(pairs(["x", "y"]).map { "\($0.0)\($0.1)" })
