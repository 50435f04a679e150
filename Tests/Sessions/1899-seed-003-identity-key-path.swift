// SwiftUI's Binding reference lists fruits by `id: \.self`: the identity key path, and `.self` on a value
struct Row<ID: Hashable> {
    let id: ID
}
func rows<Element, ID: Hashable>(_ data: [Element], id: KeyPath<Element, ID>) -> [Row<ID>] {
    data.map { Row(id: $0[keyPath: id]) }
}
let fruits = ["🍌", "🍏", "🍑"]
print(rows(fruits, id: \.self).map(\.id))
print(fruits.map(\.self) == fruits, fruits.self.count)
var count = 1
let whole: WritableKeyPath<Int, Int> = \.self
count[keyPath: whole] += 1
count.self += 1
print(count, count.self)
@State var selection: String? = nil
let bound = $selection[dynamicMember: \.self]
bound.wrappedValue = "🍏"
print(selection ?? "none")
