// Closures that capture state: a counter factory, memoized lookups, and handlers stored in a dictionary
func makeCounter(start: Int = 0, step: Int = 1) -> () -> Int {
    var value = start
    return {
        value += step
        return value
    }
}

let tick = makeCounter()
let byFive = makeCounter(start: 100, step: 5)
print(tick(), tick(), byFive(), tick(), byFive())

var cache: [Int: Int] = [:]
var misses = 0
func slowSquare(_ n: Int) -> Int {
    if let hit = cache[n] { return hit }
    misses += 1
    let result = n * n
    cache[n] = result
    return result
}
print([3, 4, 3, 3, 5].map(slowSquare), misses, cache.count)

@State var log: [String] = []
var handlers: [String: (Int) -> Void] = [:]
handlers["double"] = { log.append("double \($0 * 2)") }
handlers["negate"] = { log.append("negate \(-$0)") }
for name in ["double", "negate", "missing"] {
    if let handler = handlers[name] { handler(21) } else { log.append("no \(name)") }
}
print(log)
let adders = (1...3).map { n in { (x: Int) in x + n } }
print(adders.map { $0(10) })
