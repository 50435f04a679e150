// Arguments like n - 2 and n + 1, guards comparing a parameter with a constant, then a trap.
func countdown(_ n: Int) -> Int {
    if n == 0 { return 0 }
    if n < 0 { return n }
    return countdown(n - 2)
}
func climb(_ n: Int) -> Int {
    if n >= 9_223_372_036_854_775_806 { return n }
    return climb(n + 1)
}
print(countdown(10), countdown(11), climb(9_223_372_036_854_775_800))
func overflowing(_ n: Int) -> Int {
    if n < 0 { return n }
    return overflowing(n + 9_223_372_036_854_775_000)
}
print(overflowing(1_000))
