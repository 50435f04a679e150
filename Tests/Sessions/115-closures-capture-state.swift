// Closures capture @State variables and bindings like any variable: they see and make changes.
@State var count = 0
let increment = { count += 1 }
let describe = { "count = \(count), via $count = \($count.wrappedValue)" }
increment()
increment()
print(describe())
let binding = $count
let reset = { binding.wrappedValue = 0 }
reset()
print(describe())
let actions = [increment, increment, increment]
for action in actions {
    action()
}
print(count)
@State var person = sample.person
let rename = { (name: String) in $person.name.wrappedValue = name }
rename("Ada")
print(person.name)
