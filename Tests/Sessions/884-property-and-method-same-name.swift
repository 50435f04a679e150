// A stored property and a method may share a base name: a bare `items` is the property
struct Shelf {
    var items: [String]
    var count: Int { items.count }

    func items(startingWith letter: Character) -> [String] {
        items.filter { $0.first == letter }
    }

    func count(of item: String) -> Int {
        items.filter { $0 == item }.count
    }

    var summary: String { "\(count) items, \(items(startingWith: "b").count) start with b" }
}

let shelf = Shelf(items: ["book", "bowl", "cup", "book"])
print(shelf.items, shelf.count)
print(shelf.items(startingWith: "b"), shelf.count(of: "book"))
print(shelf.summary)
