// Closures with inout parameters write through a State's paths and through a binding
struct Editor {
    var apply: (inout Person) -> Void
    let rename: (inout String, String) -> Void = { $0 = $1 }

    func run(on person: inout Person) {
        self.apply(&person)
        self.rename(&person.name, person.name + "!")
    }
}

@State var model = sample
let editor = Editor(apply: { $0.address.number *= 2 })
editor.run(on: &model.person)
print(model.person)
let bump: (inout Double) -> Void = { $0 = min($0 + 0.25, 1.0) }
bump(&model.progress)
bump(&model.progress)
print(model.progress)
let toggle: (inout Bool) -> Void = { $0.toggle() }
toggle(&model.todos[0].done)
let binding = $model.todos[1]
let retitle: (inout Todo, String) -> Void = { todo, title in todo.title = title }
retitle(&binding.wrappedValue, "Ship it")
print(model.todos.map(\.title), model.todos[0].done)
var copy = editor
copy.apply = { $0.name = "Copy" }
copy.run(on: &model.person)
print(model.person.name)
