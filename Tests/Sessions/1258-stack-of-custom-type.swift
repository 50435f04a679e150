// Stack<Book> with explicit specialization, a Book struct, and peeking into fields through optional chaining
struct Book: CustomStringConvertible {
    var title: String
    var pages: Int
    var description: String { "\"\(title)\" (\(pages)p)" }
}
struct Stack<Element> {
    var items = [Element]()
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    func peek() -> Element? { items.last }
    var count: Int { items.count }
}
var pile = Stack<Book>()
pile.push(Book(title: "Dune", pages: 412))
pile.push(Book(title: "Emma", pages: 474))
print(pile.peek()?.title ?? "empty")
print(pile.peek()!.pages + 1)
print(pile.items)
pile.items[0].pages = 500
print(pile.pop()!, pile.count)
print(pile.pop()!)
print(pile.pop() as Any, pile.peek()?.pages as Any)
var stacks: [Stack<Int>] = [Stack(), Stack(items: [1, 2])]
stacks[0].push(9)
print(stacks.map(\.count))
