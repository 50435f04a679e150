// Optionals in switch, nested optionals and map chains
let values: [Int?] = [1, nil, 3]
for v in values {
    switch v {
    case .some(let x) where x > 2: print("big", x)
    case .some(let x): print("small", x)
    case nil: print("none")
    }
}
let nested: Int?? = .some(nil)
print(nested as Any, (nested ?? 0) as Any)
let doubled = values.compactMap { $0 }.map { $0 * 2 }
print(doubled, values.compactMap { $0 }.reduce(0, +))
var cache: [Int: Int] = [:]
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let cached = cache[n] { return cached }
    let result = fib(n - 1) + fib(n - 2)
    cache[n] = result
    return result
}
print(fib(50), cache.count)
outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
var n = 0
repeat { n += 3 } while n < 10
print(n)
print((1, "a") < (1, "b"), (2, 0) > (1, 99), (x: 1, y: 2))
