// contains, first(where:), firstIndex(of:), sorted(), joined(separator:).
let xs = [5, 3, 9, 3]
print(xs.contains(3), xs.contains(where: { $0 > 8 }))
print(xs.first(where: { $0 > 4 }) as Any, xs.first(where: { $0 > 100 }) as Any)
print(xs.firstIndex(of: 3) as Any, xs.firstIndex(of: 7) as Any)
print(xs.sorted(), xs)
let words = ["pear", "fig", "apple"]
print(words.sorted().joined(separator: ", "), words.joined())
print(sample.todos.first(where: { !$0.done })?.title ?? "all done")
print(sample.todos.map { $0.title }.sorted().first!)
