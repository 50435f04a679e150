// $x is the State's projectedValue: a Binding. Reading and writing it reads and writes x.
@State var title = sample.todos[0].title
let binding = $title
print(binding.wrappedValue)
binding.wrappedValue = "Renamed"
print(title)
title = "Direct"
print(binding.wrappedValue)
print(type(of: binding), type(of: _title.projectedValue))
let again = _title.projectedValue
again.wrappedValue += "!"
print(title, binding.wrappedValue)
let bindings = [$title, binding, again]
bindings[0].wrappedValue = "Shared"
print(bindings.map { $0.wrappedValue })
