// A generic class Box<T>: two names for one box see the same mutable value
class Box<T> {
    var value: T
    init(_ value: T) {
        self.value = value
    }
    func update(_ transform: (T) -> T) {
        value = transform(value)
    }
}
let box = Box(10)
let alias = box
alias.value = 25
print(box.value, alias.value)
box.update { $0 * 2 }
print(alias.value)
let names = Box(["Ada"])
names.value.append("Grace")
print(names.value)
let copy = Box(names.value)
copy.value.removeAll()
print(names.value.count, copy.value.count)
print(box === alias, box === Box(50))
print(type(of: box), type(of: names))
