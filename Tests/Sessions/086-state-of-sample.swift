// The whole sample as one State: derive bindings to any part of it and write through them.
@State var model = sample
let name = $model.person.name
let online = $model.isOnline
let progress = $model.progress
let role = $model.role
name.wrappedValue = "Olivier H."
online.wrappedValue = !online.wrappedValue
progress.wrappedValue += 0.5
role.wrappedValue = .designer
print(model.person.name, model.isOnline, model.progress, model.role)
let nickname = $model.nickname
nickname.wrappedValue = "Oli"
print(model.nickname as Any, type(of: nickname))
$model.scores.wrappedValue["Olivier"] = 10
print(model.scores)
print(model.todos.count, sample.person.name)
