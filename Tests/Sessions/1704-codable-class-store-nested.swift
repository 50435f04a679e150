// A class-based store with nested Codable types, sets, Int-keyed dictionaries and recursive menus
import Foundation

final class Library: Codable {
    struct Book: Codable, Hashable {
        enum Format: String, Codable { case hardcover, ebook }
        var isbn: String
        var title: String
        var format: Format
        var rating: Float?
    }
    var name: String
    var books: [Book]
    var shelves: [Int: [String]]
    var genres: Set<String>
    var loans: Int8

    init(name: String) {
        self.name = name
        books = []
        shelves = [:]
        genres = []
        loans = 0
    }
}

indirect enum Menu: Codable {
    case item(title: String)
    case submenu(title: String, children: [Menu])
}

let library = Library(name: "Branch #4")
library.books.append(.init(isbn: "978-0", title: "Dune", format: .hardcover, rating: 4.5))
library.books.append(.init(isbn: "978-1", title: "Neuromancer", format: .ebook, rating: nil))
library.shelves[3] = ["978-0", "978-1"]
library.genres.insert("sci-fi")
library.loans = -2

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
do {
    let data = try encoder.encode(library)
    print(String(data: data, encoding: .utf8)!)
    let copy = try JSONDecoder().decode(Library.self, from: data)
    print(copy === library, copy.name, copy.books.map(\.title), copy.shelves[3]!, copy.genres, copy.loans)
    print(copy.books[0] == library.books[0], copy.books[1].rating == nil, Set(copy.books).count)

    let menu = Menu.submenu(title: "File", children: [.item(title: "Open"), .submenu(title: "Recent", children: [])])
    encoder.outputFormatting = .sortedKeys
    let menuData = try encoder.encode(menu)
    print(String(data: menuData, encoding: .utf8)!)
    if case .submenu(let title, let children) = try JSONDecoder().decode(Menu.self, from: menuData) {
        print(title, children.count)
    }
} catch {
    print(error)
}
