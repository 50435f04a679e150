// Closure forms: a single expression, $0 shorthand, named parameters, typed parameters.
let greet = { "Hello, \(sample.person.name)" }
print(greet())
let double = { $0 * 2 }
print(double(21))
let add = { (a: Int, b: Int) in a + b }
print(add(2, 3))
let describe: (Todo) -> String = { todo in "\(todo.id): \(todo.title)" }
print(describe(sample.todos[2]))
let isOpen: (Todo) -> Bool = { !$0.done }
print(sample.todos.filter(isOpen).count)
let pair = { (x: Int) -> (Int) in x * x }
print(pair(7))
print(type(of: greet), type(of: add))
print([1, 2, 3].map(double))
