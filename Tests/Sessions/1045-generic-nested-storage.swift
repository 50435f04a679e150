// A nested class inside a generic struct uses the outer Value parameter; copies share storage
struct Outer<Value> {
    class Storage {
        var value: Value
        init(value: Value) {
            self.value = value
        }
    }
    let storage: Storage
    init(_ value: Value) {
        storage = Storage(value: value)
    }
    var value: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}
let a = Outer(1)
let b = a
b.value = 99
print(a.value, b.value)
let text = Outer("start")
text.value += "ed"
print(text.value)
print(type(of: a.storage), type(of: text.storage))
let fresh = Outer<Int>.Storage(value: 5)
print(fresh.value)
print(a.storage === b.storage)
