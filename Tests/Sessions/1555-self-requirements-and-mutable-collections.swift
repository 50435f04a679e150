// A requirement returning Self met by a struct, called through the protocol twice; a session's own MutableCollection written through its subscript
protocol Chainable {
    func next() -> Self
    func describe() -> String
}

struct Step: Chainable {
    var count: Int
    func next() -> Step { Step(count: count + 1) }
    func describe() -> String { "step \(count)" }
}

func advanceTwice(_ value: Chainable) -> String {
    let once = value.next()
    let twice = once.next()
    return twice.describe()
}
print(advanceTwice(Step(count: 1)))

struct Shelf: MutableCollection, RandomAccessCollection {
    var slots: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { slots.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(position: Int) -> String {
        get { slots[position] }
        set { slots[position] = newValue }
    }
}

var shelf = Shelf(slots: ["jam", "tea", "salt"])
shelf[1] = "coffee"
shelf[2] += " flakes"
print(shelf.slots, shelf.count, shelf.last ?? "-")
print(shelf.firstIndex(of: "coffee") as Any, shelf.map { $0.uppercased() })
