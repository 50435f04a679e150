// A lens on the sample model: closures with an inout root stored in a struct, called as self.set(&root, v)
struct Lens<Root, Value> {
    let get: (Root) -> Value
    let set: (inout Root, Value) -> Void

    func modify(_ root: inout Root, _ transform: (Value) -> Value) {
        self.set(&root, transform(self.get(root)))
    }

    func compose<Part>(_ inner: Lens<Value, Part>) -> Lens<Root, Part> {
        Lens<Root, Part>(
            get: { inner.get(self.get($0)) },
            set: { root, part in
                var value = self.get(root)
                inner.set(&value, part)
                self.set(&root, value)
            })
    }
}

let name = Lens<Person, String>(get: { $0.name }, set: { root, value in root.name = value })
let address = Lens<Person, Address>(get: { $0.address }, set: { $0.address = $1 })
let street = Lens<Address, String>(get: { $0.street }, set: { (root: inout Address, value: String) in root.street = value })
let personStreet = address.compose(street)

@State var person = sample.person
name.set(&person, "Ann")
name.modify(&person) { $0.uppercased() }
personStreet.set(&person, "Elm Street")
print(person.name, personStreet.get(person))
print(person)
var todos = sample.todos
let done = Lens<Todo, Bool>(get: { $0.done }, set: { $0.done = $1 })
for index in todos.indices where index % 2 == 0 {
    done.set(&todos[index], true)
}
done.modify(&todos[1]) { !$0 }
print(todos.map(\.done), todos.filter(done.get).count)
