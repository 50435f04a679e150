// MutableCollection's algorithms on a session's own type: swapAt, sort, reverse, partition, writing through its subscript
struct Shelf: RandomAccessCollection, MutableCollection {
    var books = ["Emma", "Dune", "Ulysses", "Beloved", "Kindred"]
    var startIndex: Int { 0 }
    var endIndex: Int { books.count }
    subscript(i: Int) -> String {
        get { books[i] }
        set { books[i] = newValue }
    }
}
var shelf = Shelf()
shelf.swapAt(0, 4)
print(shelf.books)
shelf[1] = "Middlemarch"
print(shelf.books)
shelf.sort()
print(shelf.books)
shelf.sort(by: { $0.count < $1.count })
print(shelf.books)
shelf.reverse()
print(shelf.books)
let split = shelf.partition(by: { $0.count > 6 })
print(split, shelf.books)
print(Array(shelf[..<split]), Array(shelf[split...]))
// A session's own MutableCollection extension, on its type and on arrays.
extension MutableCollection {
    mutating func rotateLeft() {
        guard !isEmpty else { return }
        var i = startIndex
        var j = index(after: i)
        while j != endIndex {
            swapAt(i, j)
            i = j
            j = index(after: j)
        }
    }
}
shelf.rotateLeft()
print(shelf.books)
var numbers = [1, 2, 3, 4]
numbers.rotateLeft()
print(numbers)
