// A function may call itself.
func factorial(_ n: Int) -> Int {
    if n <= 1 { return 1 }
    return n * factorial(n - 1)
}
print(factorial(10))
func fibonacci(_ n: Int) -> Int {
    n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2)
}
print((0..<12).map(fibonacci))
func flatten(_ nested: [[Int]], _ index: Int = 0) -> [Int] {
    if index == nested.count { return [] }
    return nested[index] + flatten(nested, index + 1)
}
print(flatten([[1, 2], [], [3], [4, 5, 6]]))
