// Interpolating metatypes, ranges, key paths and bindings.
print("\(Int.self) \(Role.self) \(type(of: sample.todos))")
print("\(0..<3) \(1...5) \([1..<2])")
print("\(\Person.address.street) \(\Todo.note)")
@State var count = 3
print("\(count) \(type(of: $count))")
let b = Binding.constant(2)
print("\(b.wrappedValue)")
print("\(type(of: \Sample.todos)) \(Optional<Int>.self)")
