// A generic function over S: Sequence takes the session's own Sequence: for-in and S.Element
struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        guard count > 0 else { return nil }
        count -= 1
        return count + 1
    }
}
func total<S: Sequence>(_ s: S) -> Int where S.Element == Int {
    var sum = 0
    for x in s { sum += x }
    return sum
}
func describe<S: Sequence>(_ s: S) -> String where S.Element: CustomStringConvertible {
    s.map(\.description).joined(separator: ", ")
}
func firstOf<S: Sequence>(_ s: S) -> S.Element? {
    var it = s.makeIterator()
    return it.next()
}
print(total(Countdown(count: 4)), total([1, 2, 3]))
print(describe(Countdown(count: 3)))
print(firstOf(Countdown(count: 9))!, firstOf(Countdown(count: 0)) as Any)
