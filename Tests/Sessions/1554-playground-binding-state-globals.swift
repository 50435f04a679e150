// main.swift: a playground's own Binding and State over top-level storage, as the XBinding gist builds them (Examples 1 to 3)
@propertyWrapper
@dynamicMemberLookup
struct Link<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    var projectedValue: Link<Value> { self }

    func map<Part>(_ keyPath: WritableKeyPath<Value, Part>) -> Link<Part> {
        Link<Part>(read: { self.wrappedValue[keyPath: keyPath] }, write: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    subscript<Part>(dynamicMember keyPath: WritableKeyPath<Value, Part>) -> Link<Part> {
        map(keyPath)
    }
}

private var counterStorage: Int = 42

struct CounterScreen {
    @Link(read: { counterStorage }, write: { counterStorage = $0 })
    var count: Int

    func run() {
        print("before:", counterStorage, count)
        count = 37
        print("after:", counterStorage, count)
    }
}
CounterScreen().run()

struct Place: CustomStringConvertible {
    var number: Int
    var street: String
    var description: String { "\(number), \(street)" }
}

struct Resident {
    var name: String
    var place: Place
}

var residentStorage = Resident(name: "Olivier", place: Place(number: 13, street: "Playground Street"))

struct ResidentScreen {
    @Link(read: { residentStorage }, write: { residentStorage = $0 })
    var resident: Resident
}

let screen = ResidentScreen()
let name = screen.$resident.map(\.name)
name.wrappedValue = "Ollie"
print(screen.resident.name, residentStorage.name)
let number = screen.$resident.place.number
number.wrappedValue = 42
print(residentStorage.place)

final class Holder<Value> {
    var value: Value
    init(wrappedValue: Value) { value = wrappedValue }
    var link: Link<Value> { Link(read: { self.value }, write: { self.value = $0 }) }
}

let holder = Holder(wrappedValue: Resident(name: "Bob", place: Place(number: 21, street: "Builder Street")))
let street = holder.link.place.street
holder.value = Resident(name: "Crusty", place: Place(number: 1, street: "Stage"))
street.wrappedValue = "Memory Lane"
print(holder.value.name, holder.value.place)
