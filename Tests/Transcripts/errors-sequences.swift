// arguments: --keep-going
// Learners' Sequence mistakes, in swiftc's words: a Sequence with no makeIterator() that is
// not its own iterator, an iterator with no next(), next() on a let, and for-in over an
// iterator that does not declare Sequence.
struct Bad: Sequence {
    var n: Int
}
struct Bad2: IteratorProtocol {
    var n: Int
}
let it = [1, 2].makeIterator()
print(it.next() ?? 0)
struct Counter: IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; return n < 3 ? n : nil }
}
for x in Counter() { print(x) }
var fine = Counter()
print(fine.next()!, fine.next()!, fine.next() as Any)
