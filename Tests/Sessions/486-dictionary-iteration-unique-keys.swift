// Building a dictionary from pairs, and iterating its entries in key order.
let pairs = [("b", 2), ("a", 1), ("c", 3)]
let table = Dictionary(uniqueKeysWithValues: pairs)
for (key, value) in table.sorted(by: { $0.key < $1.key }) {
    print(key, value)
}
let squares = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, $0 * $0) })
print(squares[3]!, squares.count)
let byID = Dictionary(uniqueKeysWithValues: sample.todos.map { ($0.id, $0.title) })
print(byID[2]!, Array(byID).count)
let inverted = Dictionary(uniqueKeysWithValues: zip(["x", "y"], [1, 2]))
print(inverted["y"]!)
