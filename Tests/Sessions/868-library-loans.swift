// Library loans: optional chaining, nil coalescing, if let / guard let, overdue calculation
struct Book: Identifiable {
    let id: Int
    var title: String
    var loan: Loan?
}

struct Loan {
    var member: String
    var dueDay: Int
    var renewals = 0
}

struct Library {
    var books: [Book]
    var today = 10

    func overdue() -> [String] {
        books.compactMap { book in
            guard let loan = book.loan, loan.dueDay < today else { return nil }
            return "\(book.title) (\(loan.member), \(today - loan.dueDay) days)"
        }
    }

    mutating func renew(bookID: Int) -> Bool {
        guard let i = books.firstIndex(where: { $0.id == bookID }), books[i].loan != nil else { return false }
        if books[i].loan!.renewals >= 2 { return false }
        books[i].loan?.renewals += 1
        books[i].loan?.dueDay += 7
        return true
    }
}

@State var library = Library(books: [
    Book(id: 1, title: "Dune", loan: Loan(member: "sam", dueDay: 8)),
    Book(id: 2, title: "Emma", loan: nil),
    Book(id: 3, title: "Ulysses", loan: Loan(member: "eve", dueDay: 3, renewals: 2)),
])
print(library.overdue())
print(library.renew(bookID: 1), library.renew(bookID: 2), library.renew(bookID: 3))
print(library.books[0].loan?.dueDay ?? -1, library.books[1].loan?.dueDay ?? -1)
print(library.overdue())
let who = library.books.map { $0.loan?.member ?? "available" }
print(who)
$library.books[1].loan.wrappedValue = Loan(member: "kai", dueDay: 12)
$library.today.wrappedValue = 13
print(library.overdue().count, library.books[1].loan!)
print(library.books[2].loan as Any)
if let loan = library.books.first(where: { $0.title == "Emma" })?.loan {
    print("Emma is with \(loan.member) until day \(loan.dueDay)")
}
