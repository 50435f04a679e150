// Array reads: literals, count, isEmpty, first, last, subscripts, contains.
let numbers = [3, 1, 4, 1, 5]
let empty: [Int] = []
print(numbers, empty)
print(numbers.count, numbers.isEmpty, empty.isEmpty)
print(numbers.first as Any, numbers.last as Any, empty.first as Any)
print(numbers[0], numbers[4], numbers[numbers.count - 1])
print(numbers.contains(4), numbers.contains(9))
let titles = sample.todos.map { $0.title }
print(titles)
print(sample.todos.count, sample.todos.first?.title ?? "none", sample.todos.last!.id)
print(sample.todos.contains(sample.todos[1]))
let grid = [[1, 2], [3], []]
print(grid, grid[0][1], grid[2].isEmpty)
let mixed: [Any] = [1, "two", 3.0, sample.role]
print(mixed)
