// The sample model every session starts with: a person, the wrappedValue edge case, a to-do list.
print(sample.person)
print(sample.person.address)
print(sample.expression)
print(sample.role, sample.progress, sample.isOnline, sample.nickname as Any)
print(sample.todos[1])
print(sample.scores)
print(sample)
