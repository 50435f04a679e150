// Each call has its own parameters and locals: closures made in a call keep them after it returns.
func makeCounter(start: Int) -> () -> Int {
    var count = start
    return {
        count += 1
        return count
    }
}
let first = makeCounter(start: 10)
let second = makeCounter(start: 100)
print(first(), first(), second(), first())
func sum(_ n: Int) -> Int {
    let half = n / 2
    if n == 0 { return 0 }
    return n + sum(n - 1) + half - half
}
print(sum(100))
func adders(_ values: [Int]) -> [(Int) -> Int] {
    var result: [(Int) -> Int] = []
    for value in values { result.append { $0 + value } }
    return result
}
print(adders([1, 2, 3]).map { $0(10) })
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}
print((0...15).map { fib($0) })
