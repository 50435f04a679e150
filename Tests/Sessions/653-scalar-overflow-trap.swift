// An overflow deep inside a recursive Int function traps where Swift traps.
func factorial(_ n: Int) -> Int {
    if n <= 1 { return 1 }
    return n * factorial(n - 1)
}
print(factorial(20))
print(factorial(21))
