// enumerated() pairs each element with its offset.
let fruits = ["apple", "fig", "kiwi"]
for (index, fruit) in fruits.enumerated() {
    print(index, fruit)
}
print(Array(fruits.enumerated()))
print(fruits.enumerated().map { "\($0.offset + 1). \($0.element)" })
print(fruits.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
for (i, todo) in sample.todos.enumerated() where !todo.done {
    print("open #\(i):", todo.title)
}
