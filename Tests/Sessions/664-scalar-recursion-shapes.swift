// Recursions written as a guard then a return, and as one ternary expression, to a trap.
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
func triangle(_ n: Int) -> Int {
    if n <= 0 { return n }
    return n + triangle(n - 1)
}
func doubling(_ n: Int) -> Int {
    if n > 4_611_686_018_427_387_903 { return n }
    return doubling(n * 2)
}
print(fib(15), triangle(100), triangle(-3), doubling(3))
func explode(_ n: Int) -> Int {
    if n < 0 { return n }
    return explode(n + 1) * 3
}
print(explode(9_223_372_036_854_775_805))
