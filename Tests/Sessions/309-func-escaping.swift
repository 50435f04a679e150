// An @escaping closure parameter can be stored and called later.
var handlers: [() -> Void] = []
func onEvent(_ handler: @escaping () -> Void) {
    handlers.append(handler)
}
var log: [String] = []
onEvent { log.append("first") }
onEvent { log.append("second") }
print(log)
for handler in handlers { handler() }
print(log)
func makeAdder(_ amount: Int) -> (Int) -> Int {
    return { value in value + amount }
}
let addFive = makeAdder(5)
print(addFive(10), makeAdder(-1)(1))
