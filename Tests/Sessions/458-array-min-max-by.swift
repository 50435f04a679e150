// min(by:) and max(by:) pick by a comparison; nil for an empty array.
let words = ["kiwi", "fig", "banana", "plum"]
print(words.min(by: { $0.count < $1.count }) as Any)
print(words.max { $0.count < $1.count } as Any)
print([Int]().max(by: <) as Any)
let longest = sample.todos.max { $0.estimate < $1.estimate }
print(longest?.title ?? "none")
print([3, 9, 2].min(by: >)!, [3, 9, 2].max(by: >)!)
