// Generic functions over an associatedtype with where clauses on the element type
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct Row: Container {
    var values: [Int]
    var count: Int { values.count }
    subscript(i: Int) -> Int { values[i] }
}
struct Letters: Container {
    var text: String
    var count: Int { text.count }
    subscript(i: Int) -> Character { Array(text)[i] }
}
func allEqual<C: Container>(_ c: C) -> Bool where C.Item: Equatable {
    for i in 0..<c.count where c[i] != c[0] {
        return false
    }
    return true
}
func sameItems<A: Container, B: Container>(_ a: A, _ b: B) -> Bool where A.Item == B.Item, A.Item: Equatable {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where a[i] != b[i] {
        return false
    }
    return true
}
print(allEqual(Row(values: [7, 7, 7])), allEqual(Row(values: [7, 8])))
print(allEqual(Letters(text: "aaa")), allEqual(Letters(text: "")))
print(sameItems(Letters(text: "abc"), Letters(text: "abc")), sameItems(Row(values: [1]), Row(values: [2])))
