// An @Observable class's own willSet/didSet stay on the macro's storage: they run after the
// trackers are told (and for an equal value, which tells no one); a subclass's run around both.
import Observation

@Observable
class Base: @unchecked Sendable {
    var count = 0 {
        willSet { print("base willSet", count, "->", newValue) }
        didSet { print("base didSet", oldValue, "->", count) }
    }
    var plain = 0
}

final class Derived: Base {
    override var count: Int {
        willSet { print("derived willSet", count, "->", newValue) }
        didSet { print("derived didSet", oldValue, "->", count) }
    }
}

func watch(_ b: Base, _ label: String) {
    withObservationTracking {
        _ = b.count
    } onChange: {
        print(label, "onChange sees", b.count)
    }
}
let b = Base()
watch(b, "base")
b.count = 1
watch(b, "base again")
b.count = 1
print("--")
let d = Derived()
watch(d, "derived")
d.count = 2
watch(d, "derived again")
d.count += 1
print(b.count, d.count)
