// ObjectIdentifier: identity as a Hashable value, a dictionary key and set element standing for each object
class Listener {
    let name: String
    init(_ name: String) { self.name = name }
}
protocol Observer: AnyObject { var name: String { get } }
class Screen: Observer { let name = "screen" }
let a = Listener("a"), b = Listener("b"), alias = a
var calls: [ObjectIdentifier: Int] = [:]
for listener in [a, b, alias, a] {
    calls[ObjectIdentifier(listener), default: 0] += 1
}
print(calls.count, calls[ObjectIdentifier(a)]!, calls[ObjectIdentifier(b)]!)
var seen = Set<ObjectIdentifier>()
print(seen.insert(ObjectIdentifier(a)).inserted, seen.insert(ObjectIdentifier(alias)).inserted)
print(seen.contains(ObjectIdentifier(b)), ObjectIdentifier(a) != ObjectIdentifier(b))
let screen: any Observer = Screen()
let observers: [any Observer] = [screen, Screen()]
print(observers.map { ObjectIdentifier($0) == ObjectIdentifier(screen) })
let id = ObjectIdentifier(a)
print(id == ObjectIdentifier(alias), id.hashValue == ObjectIdentifier(alias).hashValue)
