// Loops inside Int functions: while, repeat, for over ranges with where, break and continue.
func sumOfMultiples(below limit: Int) -> Int {
    var total = 0
    for i in 1..<limit where i % 3 == 0 || i % 5 == 0 {
        total += i
    }
    return total
}
func collatzSteps(_ start: Int) -> Int {
    var n = start
    var steps = 0
    while n != 1 {
        n = n % 2 == 0 ? n / 2 : 3 * n + 1
        steps += 1
    }
    return steps
}
func firstSquareAbove(_ limit: Int) -> Int {
    var k = 0
    repeat { k += 1 } while k * k <= limit
    return k * k
}
func countPrimes(upTo limit: Int) -> Int {
    var count = 0
    for candidate in 2...limit {
        var isPrime = true
        var divisor = 2
        while divisor * divisor <= candidate {
            if candidate % divisor == 0 {
                isPrime = false
                break
            }
            divisor += 1
        }
        if !isPrime { continue }
        count += 1
    }
    return count
}
print(sumOfMultiples(below: 1000), collatzSteps(27), firstSquareAbove(50), countPrimes(upTo: 100))
for _ in 0..<2 { print(collatzSteps(97)) }
