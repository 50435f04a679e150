// Writing through a key path to a class instance's property: the object changes, observers and setters run
final class Model {
    var count = 0
    var title = "" {
        willSet { print("title will be", newValue) }
        didSet { print("title was", oldValue) }
    }
    var doubled: Int {
        get { count * 2 }
        set { count = newValue / 2 }
    }
    var child: Model? = nil
}
let model = Model()
let alias = model
alias[keyPath: \Model.count] = 5
print(model.count)
model[keyPath: \Model.title] = "first"
model[keyPath: \.title] += "!"
print(model.title)
model[keyPath: \Model.doubled] = 40
print(model.count, model.doubled)
func set<Root, Value>(_ keyPath: WritableKeyPath<Root, Value>, on root: Root, to value: Value) {
    var root = root
    root[keyPath: keyPath] = value
}
set(\Model.count, on: model, to: 9)
print(model.count)
model.child = Model()
model.child![keyPath: \Model.count] = 3
print(model.child?.count ?? -1)
let all: [WritableKeyPath<Model, Int>] = [\.count, \.doubled]
var target = model
for keyPath in all { target[keyPath: keyPath] += 1 }
print(model.count, model.doubled)
