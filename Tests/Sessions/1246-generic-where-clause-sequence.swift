// Generic functions with where clauses on Sequence elements and associated types
func sumAll<S: Sequence>(_ s: S) -> Int where S.Element == Int {
    var total = 0
    for x in s { total += x }
    return total
}
func countMatches<C: Collection>(_ c: C, _ target: C.Element) -> Int where C.Element: Equatable {
    c.filter { $0 == target }.count
}
func joinedDescriptions<T: CustomStringConvertible>(_ xs: [T]) -> String {
    xs.map { $0.description }.joined(separator: "|")
}
func firstAndLast<C: Collection>(_ c: C) -> (C.Element, C.Element)? {
    guard let f = c.first else { return nil }
    var last = f
    for x in c { last = x }
    return (f, last)
}
print(sumAll([1, 2, 3]), sumAll(1...10), sumAll(Set([5])))
print(countMatches([1, 2, 1, 1], 1), countMatches("banana", "a"))
print(joinedDescriptions([1, 2, 3]), joinedDescriptions([true, false]))
print(firstAndLast([4, 5, 6])!, firstAndLast("xyz")!)
print(firstAndLast([Int]()) == nil)
func isSorted<T: Comparable>(_ xs: [T]) -> Bool {
    zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 }
}
print(isSorted([1, 2, 2, 5]), isSorted(["b", "a"]))
