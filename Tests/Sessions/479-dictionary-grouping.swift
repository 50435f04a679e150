// Dictionary(grouping:by:) collects elements under the key the closure gives them.
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byInitial = Dictionary(grouping: words, by: { $0.first! })
print(byInitial.count, byInitial["a"]!, byInitial["b"]!, byInitial["z"] as Any)
print(byInitial.keys.sorted())
let byLength = Dictionary(grouping: words) { $0.count }
print(byLength[6]!, byLength[5]!)
let byDone = Dictionary(grouping: sample.todos, by: { $0.done })
print(byDone[true]!.map(\.title), byDone[false]!.count)
