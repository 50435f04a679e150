// @State with and without type annotations; an optional State may omit its initial value (nil).
@State var name: String = "Olivier"
@State var progress = sample.progress
@State var rating: Double = 4
@State var nickname: String?
@State var role: Role = .designer
print(name, progress, rating, nickname as Any, role)
print(type(of: _rating), type(of: _nickname), type(of: $role))
nickname = "Oli"
rating += 0.5
role = .manager
print(nickname as Any, rating, role)
nickname = nil
print(nickname as Any, $nickname.wrappedValue as Any)
@State var todos: [Todo] = []
todos.append(sample.todos[2])
print(todos.count, todos[0].title)
