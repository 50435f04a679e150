// Closures with inout parameters held in a class's property, an array, a dictionary, a static property and an enum payload
final class Store {
    var reducer: (inout Int, String) -> Void = { state, action in if action == "inc" { state += 1 } }
    var state = 0
    func send(_ action: String) { reducer(&state, action) }
}
let store = Store()
store.send("inc")
store.send("inc")
store.reducer = { state, action in state += action.count }
store.send("abc")
print(store.state)
var handlers: [(inout Int) -> Void] = [{ $0 += 1 }, { $0 *= 10 }]
var v = 1
handlers[0](&v)
handlers[1](&v)
print(v)
let table: [String: (inout Int) -> Void] = ["double": { $0 *= 2 }]
table["double"]?(&v)
print(v)
struct Ops {
    static let negate: @Sendable (inout Int) -> Void = { $0 = -$0 }
}
Ops.negate(&v)
print(v)
enum Step {
    case edit((inout [Int]) -> Void)
}
var xs = [3, 1, 2]
let steps: [Step] = [.edit { $0.sort() }, .edit { $0.append(9) }]
for case .edit(let body) in steps { body(&xs) }
print(xs)
