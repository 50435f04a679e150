// IndexingIterator<C> names the iterator of an array, a string or a range: a Sequence may hand out one of theirs
struct Three: Sequence {
    func makeIterator() -> IndexingIterator<[Int]> { [1, 2, 3].makeIterator() }
}
for x in Three() { print(x) }
print(Three().map { $0 * 10 }, Three().reduce(0, +))
struct Letters: Sequence {
    var word: String
    func makeIterator() -> IndexingIterator<[Character]> { Array(word).makeIterator() }
}
print(Array(Letters(word: "abc")), Letters(word: "hello").filter { $0 != "l" })
var iterator: IndexingIterator<[String]> = ["x", "y"].makeIterator()
print(iterator.next() as Any, iterator.next() as Any, iterator.next() as Any)
