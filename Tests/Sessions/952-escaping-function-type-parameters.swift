// @escaping on the function-typed parameters of a function type
let compose: (@escaping (Int) -> Int, @escaping (Int) -> Int) -> (Int) -> Int = { f, g in { g(f($0)) } }
let addThenDouble = compose({ $0 + 1 }, { $0 * 2 })
print(addThenDouble(3), [1, 2].map(addThenDouble))
struct Store {
    var observers: [(Int) -> Void] = []
    var register: (@escaping (Int) -> Void) -> Void = { _ in }
}
var log: [Int] = []
let store = Store(register: { handler in handler(42) })
store.register { log.append($0) }
print(log, store.observers.count)
