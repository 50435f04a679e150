// map and filter take closures and return new arrays; min and max return optionals.
let numbers = [4, 8, 15, 16, 23, 42]
print(numbers.map { $0 * 2 })
print(numbers.filter { $0 % 2 == 1 })
print(numbers.map { n in "#\(n)" })
print(numbers.filter { n in n > 10 }.map { $0 - 10 })
print(numbers.min() as Any, numbers.max() as Any)
let empty: [Int] = []
print(empty.min() as Any, empty.map { $0 + 1 })
let open = sample.todos.filter { !$0.done }
print(open.map { $0.title })
let hours = sample.todos.map { $0.estimate }
print(hours, hours.max()!)
print(sample.todos.map { $0.note ?? "-" })
