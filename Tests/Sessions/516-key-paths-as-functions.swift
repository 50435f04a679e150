// Key paths as functions reach built-in properties too: \.count, \.first, \.isEmpty.
let words = ["kiwi", "fig", "", "banana"]
print(words.map(\.count), words.filter(\.isEmpty).count, words.compactMap(\.first))
print(words.sorted { $0.count < $1.count }.map(\.count), words.contains(where: \.isEmpty))
let byLength = Dictionary(grouping: words, by: \.count)
print(byLength[4]!, byLength.keys.sorted())
print(sample.todos.map(\.title.count), sample.todos.filter(\.done).map(\.id))
