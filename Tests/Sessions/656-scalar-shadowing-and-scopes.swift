// Locals shadowing parameters and each other in nested blocks, and a nested function.
func shadow(_ x: Int) -> Int {
    var total = x
    if x > 0 {
        let x = x * 10
        total += x
        for x in 0..<3 { total += x }
    }
    let x = total + 1
    return x
}
func outer(_ n: Int) -> Int {
    func inner(_ m: Int) -> Int { m * m }
    return inner(n) + inner(n + 1)
}
var x = 100
print(shadow(5), shadow(-5), x, outer(3))
