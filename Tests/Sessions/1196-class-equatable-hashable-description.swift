// A class conforming to Equatable, Hashable and CustomStringConvertible: == by value, === by identity, in sets and strings
final class Book: Hashable, CustomStringConvertible {
    let isbn: String
    var title: String
    init(isbn: String, title: String) { self.isbn = isbn; self.title = title }
    static func == (lhs: Book, rhs: Book) -> Bool { lhs.isbn == rhs.isbn }
    func hash(into hasher: inout Hasher) { hasher.combine(isbn) }
    var description: String { "Book(\(isbn): \(title))" }
}
let a = Book(isbn: "1", title: "Swift")
let b = Book(isbn: "1", title: "Swift, 2nd ed.")
let c = Book(isbn: "2", title: "Rust")
print(a == b, a === b, a != c)
let shelf: Set<Book> = [a, b, c]
print(shelf.count)
print(a)
print([a, c])
print("Reading \(c)")
print([a, b, c].firstIndex(of: b) ?? -1)
let counts = Dictionary([a, b, c].map { ($0, 1) }, uniquingKeysWith: +)
print(counts[a] ?? 0)
print(Optional(a) as Any)
