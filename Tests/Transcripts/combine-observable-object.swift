// arguments: --quiet
// ObservableObject and @Published. Combine is not available on Linux: this transcript's expected
// output was written from Combine's documented semantics, not recorded from swiftc.
// - A class conforming to ObservableObject without its own objectWillChange gets one, an
//   ObservableObjectPublisher that fires before every write to a @Published property, even of
//   an equal value, without saying which.
// - `$count` is a Published<Int>.Publisher: it sends the current value on subscription, then
//   each new value in willSet, so a sink still reads the old value from the object.
// - A class that declares its own objectWillChange keeps it; its @Published properties do not
//   drive it. A plain `var` drives nothing unless its own willSet sends.
import Combine

final class Counter: ObservableObject {
    @Published var count = 0
    @Published var label = "none"
    var note = ""
    func increment() { count += 1 }
}
let counter = Counter()
let willChange = counter.objectWillChange.sink { print("will change: count is still", counter.count) }
let counts = counter.$count.sink { print("count sends", $0, "while count is", counter.count) }
counter.count = 1
counter.count = 1
counter.label = "one"
counter.increment()
counter.note = "plain vars send nothing"
print(counter.count, counter.label)

// Cancelled subscriptions hear nothing more; a new subscriber gets the current value first.
willChange.cancel()
counter.count = 10
let late = counter.$count.map { $0 * 2 }.sink { print("late got", $0) }
counter.count = 11

// Each object has its own publisher.
let other = Counter()
let otherChanges = other.objectWillChange.sink { print("other will change") }
counter.count = 12
other.label = "two"

// Its own objectWillChange: Combine leaves it to the class.
final class Manual: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    @Published var value = 0
    var plain = 0 {
        willSet { objectWillChange.send() }
    }
}
let manual = Manual()
let manualChanges = manual.objectWillChange.sink { print("manual will change") }
manual.value = 1
manual.plain = 1

// A subclass's @Published properties drive the objectWillChange it inherits.
class Base: ObservableObject {
    @Published var a = 0
}
class Derived: Base {
    @Published var b = 0
}
let derived = Derived()
let derivedChanges = derived.objectWillChange.sink { print("derived will change") }
derived.a = 1
derived.b = 1

// Combine's own example: an initializer sets the @Published properties, a method writes one.
final class Contact: ObservableObject {
    @Published var name: String
    @Published var age: Int
    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
    func haveBirthday() -> Int {
        age += 1
        return age
    }
}
let john = Contact(name: "John Appleseed", age: 24)
let birthdays = john.objectWillChange.sink { _ in print("\(john.age) will change") }
print(john.haveBirthday())
