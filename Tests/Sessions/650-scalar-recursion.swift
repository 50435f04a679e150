// Recursive functions on Ints: fib, factorial, gcd, power, and a function calling another.
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
func power(_ base: Int, _ exponent: Int) -> Int {
    if exponent == 0 { return 1 }
    let half = power(base, exponent / 2)
    return exponent % 2 == 0 ? half * half : half * half * base
}
func lcm(_ a: Int, _ b: Int) -> Int { a / gcd(a, b) * b }
print(fib(20), factorial(10), gcd(84, 36), power(3, 13), lcm(21, 6))
let values = [5, 10, 15].map { fib($0) }
print(values)
