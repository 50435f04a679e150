// A small library system: members, loans, fines and reports
import Foundation
enum Genre: String, CaseIterable { case fiction, science, history }
struct Book: Identifiable, Equatable {
    let id: Int
    let title: String
    let author: String
    let genre: Genre
    var isAvailable = true
}
struct Member { let name: String; var borrowed: [Int] = []; var fines = 0.0 }
enum LibraryError: Error, Equatable { case notFound(id: Int), unavailable(String), limitReached(max: Int) }
struct Library {
    private(set) var books: [Book] = []
    var members: [String: Member] = [:]
    static let maxLoans = 2
    mutating func add(_ title: String, by author: String, genre: Genre) -> Int {
        let id = (books.map(\.id).max() ?? 0) + 1
        books.append(Book(id: id, title: title, author: author, genre: genre))
        return id
    }
    mutating func lend(_ id: Int, to name: String) throws {
        guard let index = books.firstIndex(where: { $0.id == id }) else { throw LibraryError.notFound(id: id) }
        guard books[index].isAvailable else { throw LibraryError.unavailable(books[index].title) }
        var member = members[name] ?? Member(name: name)
        guard member.borrowed.count < Library.maxLoans else { throw LibraryError.limitReached(max: Library.maxLoans) }
        member.borrowed.append(id)
        members[name] = member
        books[index].isAvailable = false
    }
    mutating func giveBack(_ id: Int, from name: String, daysLate: Int = 0) {
        guard var member = members[name], let position = member.borrowed.firstIndex(of: id) else { return }
        member.borrowed.remove(at: position)
        if daysLate > 0 { member.fines += Double(daysLate) * 0.25 }
        members[name] = member
        if let index = books.firstIndex(where: { $0.id == id }) { books[index].isAvailable = true }
    }
    func report() -> [String] {
        Genre.allCases.map { genre in
            let shelf = books.filter { $0.genre == genre }
            let available = shelf.filter(\.isAvailable).count
            return "\(genre.rawValue): \(available)/\(shelf.count)"
        }
    }
}
var library = Library()
let dune = library.add("Dune", by: "Herbert", genre: .fiction)
let cosmos = library.add("Cosmos", by: "Sagan", genre: .science)
let spqr = library.add("SPQR", by: "Beard", genre: .history)
_ = library.add("Emma", by: "Austen", genre: .fiction)
let attempts: [(Int, String)] = [(dune, "ann"), (dune, "bob"), (cosmos, "ann"), (spqr, "ann"), (99, "bob")]
for (id, name) in attempts {
    do {
        try library.lend(id, to: name)
        print("lent \(id) to \(name)")
    } catch LibraryError.unavailable(let title) {
        print("\(title) is out")
    } catch let error as LibraryError {
        print("refused:", error)
    } catch {
        print("unexpected:", error)
    }
}
print(library.report())
library.giveBack(dune, from: "ann", daysLate: 3)
library.giveBack(cosmos, from: "ann")
print(library.members["ann"]!, library.members["ann"]!.fines)
print(library.report().joined(separator: "; "))
let byAuthor = Dictionary(uniqueKeysWithValues: library.books.map { ($0.author, $0.title) })
print(byAuthor.keys.sorted().map { "\($0): \(byAuthor[$0]!)" })
let lateFees = library.members.values.map(\.fines).reduce(0, +)
print(String(format: "fees %.2f", lateFees))
