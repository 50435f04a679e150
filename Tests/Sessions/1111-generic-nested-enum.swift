// An enum nested in a generic struct carries the outer parameter in its payload
struct Slot<T> {
    enum State {
        case empty
        case filled(T)
    }
    var state: State = .empty
    mutating func fill(_ value: T) {
        state = .filled(value)
    }
    var describe: String {
        switch state {
        case .empty: return "empty"
        case .filled(let value): return "holds \(value)"
        }
    }
}
var a = Slot<Int>()
print(a.describe)
a.fill(7)
print(a.describe)
var b = Slot<String>()
b.fill("seven")
print(b.describe)
if case .filled(let text) = b.state {
    print(text.count)
}
let states: [Slot<Int>.State] = [.empty, .filled(3)]
print(states.count)
