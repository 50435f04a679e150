// Key paths and metatypes through the module name: \SampleModel.Person.name, SampleModel.Todo.self.
struct Person {
    var name: String
}
let people: [SampleModel.Person] = [sample.person]
let names = people.map(\SampleModel.Person.name)
print(names)
let mine = [Person(name: "Ada")].map(\Person.name)
print(mine)
let todoType = SampleModel.Todo.self
print(todoType)
let title = \SampleModel.Todo.title
print(sample.todos[2][keyPath: title])
