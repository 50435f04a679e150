// value[keyPath:] reads through a key path, and writes through a writable one on a var.
let street = \Person.address.street
var person = sample.person
print(person[keyPath: street])
person[keyPath: street] = "Key Path Avenue"
print(person)
let number: WritableKeyPath<Person, Int> = \.address.number
person[keyPath: number] += 100
print(person[keyPath: number])
let fields: [WritableKeyPath<Todo, String>] = [\.title]
var todo = sample.todos[0]
for field in fields {
    todo[keyPath: field] = todo[keyPath: field].uppercased()
}
print(todo.title)
var model = sample
model[keyPath: \Sample.person.name] = "Ada"
model[keyPath: \.progress] = 0.5
print(model.person.name, model.progress)
print(sample[keyPath: \.expression.nonSpecialProp])
