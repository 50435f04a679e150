// Methods of a generic type can carry their own where clause: contains needs Equatable items
struct Bag<Item> {
    var items: [Item]
    func contains(_ item: Item) -> Bool where Item: Equatable {
        items.contains(item)
    }
    func sorted() -> [Item] where Item: Comparable {
        items.sorted()
    }
    func count(where predicate: (Item) -> Bool) -> Int {
        items.filter(predicate).count
    }
}
let bag = Bag(items: [5, 1, 4, 1])
print(bag.contains(4), bag.contains(9))
print(bag.sorted())
print(bag.count { $0 == 1 })
let names = Bag(items: ["mia", "al", "zoe"])
print(names.contains("al"), names.sorted())
struct Token { var text: String }
let tokens = Bag(items: [Token(text: "let"), Token(text: "x")])
print(tokens.count { $0.text.count > 1 })
