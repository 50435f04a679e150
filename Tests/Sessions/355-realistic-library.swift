// A library model: mutating methods with guard, methods returning optionals, element bindings calling a mutating method, a @State view model.
struct Book: Identifiable, Equatable {
    let id: Int
    var title: String
    var rating: Int = 0
    var isFavorite: Bool { rating >= 4 }
    mutating func rate(_ stars: Int) {
        rating = min(max(stars, 0), 5)
    }
}
struct Library {
    var books: [Book] = []
    var favorites: [Book] { books.filter(\.isFavorite) }
    mutating func add(title: String) -> Book {
        let book = Book(id: books.count + 1, title: title)
        books.append(book)
        return book
    }
    mutating func rate(id: Int, stars: Int) {
        guard let index = books.firstIndex(where: { $0.id == id }) else { return }
        books[index].rate(stars)
    }
    func book(withID id: Int) -> Book? {
        books.first { $0.id == id }
    }
}
@State var library = Library()
let first = library.add(title: "Dune")
_ = library.add(title: "Emma")
library.rate(id: first.id, stars: 5)
library.rate(id: 2, stars: 9)
library.rate(id: 42, stars: 1)
print(library.favorites.map(\.title))
print(library.book(withID: 2)?.rating ?? -1)
let books = $library.books
for book in books {
    book.wrappedValue.rate(1)
}
print(library.books.map { $0.rating })
func totalRating(of library: Library) -> Int {
    library.books.reduce(0) { $0 + $1.rating }
}
print(totalRating(of: library))
struct ViewModel {
    @State var count = 0
    var doubled: Int { count * 2 }
    func increment() { count += 1 }
}
let vm = ViewModel()
vm.increment()
vm.increment()
print(vm.count, vm.doubled)
