// Key paths \.a.b with [keyPath:] on values and [dynamicMember:] on bindings.
let kp = \Sample.person.address.number
var model = sample
print(model[keyPath: kp])
model[keyPath: kp] *= 3
print(model.person.address)
@State var state = sample
let viaKP = $state[dynamicMember: kp]
viaKP.wrappedValue = -1
print(state.person.address.number, viaKP.wrappedValue)
let todoKP = \Todo.note
print(state.todos.map { $0[keyPath: todoKP] ?? "-" })
let roleKP: KeyPath<Sample, Role> = \.role
print(sample[keyPath: roleKP], type(of: roleKP))
