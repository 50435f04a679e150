// An iterator in a generic function over S: Sequence: the first two elements of any sequence
func firstTwo<S: Sequence>(_ s: S) -> (S.Element, S.Element)? {
    var it = s.makeIterator()
    guard let a = it.next(), let b = it.next() else { return nil }
    return (a, b)
}
print(firstTwo([10, 20, 30])!)
print(firstTwo("xyz")!)
print(firstTwo(1...5)!)
print(firstTwo([7]) == nil)
func pairs<S: Sequence>(_ s: S) -> [String] {
    var it = s.makeIterator()
    var out: [String] = []
    while let a = it.next() {
        if let b = it.next() { out.append("\(a)\(b)") } else { out.append("\(a)") }
    }
    return out
}
print(pairs("abcde"))
print(pairs([1, 2, 3, 4]))
