// Trap: reading past the end of an array stops the program with "Index out of range".
let todos = sample.todos
print(todos.count)
print(todos[2].title)
let index = todos.count
print("reading index", index)
print(todos[index].title)
print("never printed")
