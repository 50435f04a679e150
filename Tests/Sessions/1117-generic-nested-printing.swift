// How values of types nested in a generic type print, alone and inside collections
struct Slot<T> {
    enum State {
        case empty
        case filled(T)
    }
    struct Tag {
        var name: String
        var value: T
    }
    var state: State = .empty
}
var slot = Slot<Int>()
print(slot.state)
slot.state = .filled(4)
print(slot.state, [slot.state])
let tag = Slot<String>.Tag(name: "colour", value: "red")
print(tag)
print([tag])
print(slot)
print(type(of: tag), type(of: slot.state))
