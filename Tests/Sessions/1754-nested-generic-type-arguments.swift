// Explicit generic arguments on a nested type: Outer.Inner<String>(…), G<Int>.Node(…), as a type and as a value
struct Cache {
    struct Entry<Value> {
        var key: String
        var value: Value
    }
}
struct Tree<Element> {
    struct Node {
        var element: Element
        var children: [Element]
    }
}
let entry = Cache.Entry<Int>(key: "a", value: 1)
let named: Cache.Entry<String> = Cache.Entry<String>(key: "b", value: "two")
print(entry, named.value)
let node = Tree<Int>.Node(element: 1, children: [2, 3])
print(node.element + node.children.count, node)
let entries = [Cache.Entry<Double>(key: "pi", value: 3.14), Cache.Entry<Double>(key: "e", value: 2.72)]
print(entries.map(\.key), entries.map(\.value).reduce(0, +))
let less = 1 < 2, greater = 3 > 2
print(less, greater)
