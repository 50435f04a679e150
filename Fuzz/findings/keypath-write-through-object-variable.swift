// Open finding of the session fuzzer (minimised by hand from a mutation of session 1442). Run with
// reports (bindscope FILE; --quiet passes): the key path write through a variable holding the object
// crashes the engine: 'step field(0, name: "count") does not apply to object' (Value+Paths.swift).
final class Model { var count = 0
 var doubled: Int { get { count * 2 } set { count = newValue / 2 } } }
let model = Model()
let all: [WritableKeyPath<Model, Int>] = [\.count, \.doubled]
var target = model
for keyPath in all { target[keyPath: keyPath] += 1 }
print(model.count)
