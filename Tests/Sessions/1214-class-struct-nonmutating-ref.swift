// A struct wrapping a class reference: nonmutating set writes through a let copy, copies share storage
final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
struct Shared {
    private let box: Box<Int>
    init(_ v: Int) { box = Box(v) }
    var value: Int {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    func double() { box.value *= 2 }
}
let s = Shared(3)
let t = s
s.value = 10
t.double()
print(s.value, t.value)
let u = Shared(1)
u.value += 1
print(u.value, s.value)
