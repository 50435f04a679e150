// Member access at any depth, reading and assigning through the whole path.
var model = sample
print(model.person.address.street)
print(model.person.address.street.count)
model.person.address.number = 42
model.person.address.street += " East"
print(model.person)
model.todos[1].note = "moved"
model.todos[2].estimate *= 4
print(model.todos[1].note!, model.todos[2].estimate)
model.expression.wrappedValue -= 2
print(model.expression)
model.scores["Olivier"]! += 1
print(model.scores)
print(sample.person.address.number, sample.todos[1].note!)
