// Key-path literals name a path of properties; with a type context the root type can be left out.
let name = \Person.name
let street = \Person.address.street
print(name, street)
print(type(of: name), type(of: street))
let number: WritableKeyPath<Person, Int> = \.address.number
print(number, type(of: number))
let deep = \Sample.person.address
print(deep, type(of: deep))
let todoTitle = \Todo.title
print(todoTitle)
let paths: [WritableKeyPath<Address, Int>] = [\.number]
print(paths)
print(\Expression.wrappedValue, \Sample.todos)
