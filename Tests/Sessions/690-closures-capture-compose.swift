// Closures that capture and return closures; counters and composition
func makeCounter(step: Int = 1) -> () -> Int {
    var count = 0
    return {
        count += step
        return count
    }
}
let c1 = makeCounter()
let c2 = makeCounter(step: 10)
print(c1(), c1(), c2(), c1(), c2())
func compose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int { { g(f($0)) } }
let addThenDouble = compose({ $0 + 1 }, { $0 * 2 })
print(addThenDouble(5), [1, 2, 3].map(addThenDouble))
var handlers: [String: (Int) -> String] = [:]
handlers["hex"] = { String($0, radix: 16) }
handlers["bin"] = { String($0, radix: 2) }
for key in handlers.keys.sorted() { print(key, handlers[key]!(255)) }
var log: [String] = []
func perform(_ name: String, _ action: () -> Void) { log.append("start \(name)"); action(); log.append("end \(name)") }
perform("a") { perform("b") { log.append("work") } }
print(log)
let operations: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("*", *), ("max", max)]
for (name, op) in operations { print(name, op(7, 3)) }
var total = 0
let adders = (1...3).map { n in { total += n } }
adders.forEach { $0() }
print(total)
