// Generic type aliases: partly applied generic types, constrained parameters, aliases inside a generic type
struct Pair<A, B> {
    var first: A
    var second: B
}
typealias Labelled<T> = Pair<String, T>
typealias Index<Key: Hashable> = [Key: [Int]]
typealias Transform<T> = (T) -> T
struct Shelf<Element> {
    typealias Items = [Element]
    var items: Items = []
    func first(_ n: Int) -> Items {
        Array(items.prefix(n))
    }
}
let score: Labelled<Int> = Pair(first: "score", second: 42)
print(score, type(of: score))
var index: Index<Character> = [:]
index["a", default: []].append(1)
index["a", default: []].append(4)
print(index)
let double: Transform<Int> = { $0 * 2 }
let shout: Transform<String> = { $0.uppercased() }
print(double(21), shout("hey"))
var shelf = Shelf<String>()
shelf.items = ["x", "y", "z"]
let top: Shelf<String>.Items = shelf.first(2)
print(top, type(of: top))
