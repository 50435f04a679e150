// arguments: --keep-going
// The session fuzzer's finding (from session 1442 run with reports): key path writes through a
// variable holding an object, in one statement, a stored property's and then a computed one's.
// The write goes into the object, whose storage is what is journaled and reported: the
// variable holds the same reference before and after.
final class Model {
    var count = 0
    var doubled: Int {
        get { count * 2 }
        set { count = newValue / 2 }
    }
}
let model = Model()
var target = model
:watch c = model.count
:watch d = target.doubled
let all: [WritableKeyPath<Model, Int>] = [\.count, \.doubled]
for keyPath in all { target[keyPath: keyPath] += 1 }
print(model.count)
target[keyPath: \Model.count] = 5
:undo
print(model.count)
do {
    for keyPath in all { target[keyPath: keyPath] += 1 }
    print("before the trap", model.count)
    print([1][5])
}
print(model.count)
