// An observable value class with stored callbacks and [weak self] captures, class observers, and a reference cycle walked through optionals
final class Observable<Value> {
    private var observers: [(Value) -> Void] = []
    var value: Value {
        didSet { observers.forEach { $0(value) } }
    }
    init(_ value: Value) { self.value = value }
    func observe(_ handler: @escaping (Value) -> Void) {
        observers.append(handler)
        handler(value)
    }
}
class ViewModel {
    let title = Observable("Untitled")
    let count = Observable(0)
    private(set) var history: [String] = []
    init() {
        title.observe { [weak self] new in self?.history.append("title=\(new)") }
        count.observe { new in print("count is now \(new)") }
    }
    func bump() { count.value += 1 }
}
let model = ViewModel()
model.bump()
model.bump()
model.title.value = "Draft"
print(model.history)
class Temperature {
    var celsius: Double = 0 {
        willSet { print("about to change from \(celsius) to \(newValue)") }
        didSet { if celsius > 100 { celsius = 100 } }
    }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
let t = Temperature()
t.fahrenheit = 212
print(t.celsius)
t.celsius = 150
print(t.celsius, t.fahrenheit)
class Person {
    var name: String
    var friend: Person?
    init(name: String) { self.name = name }
}
let a = Person(name: "A"), b = Person(name: "B")
a.friend = b
b.friend = a
print(a.friend?.friend?.name ?? "-", a.friend?.friend === a)
a.friend?.name = "Bee"
print(b.name)
