// Consecutive functions may call each other, as Swift's local functions can.
func isEven(_ n: Int) -> Bool {
    n == 0 ? true : isOdd(n - 1)
}
func isOdd(_ n: Int) -> Bool {
    n == 0 ? false : isEven(n - 1)
}
print(isEven(10), isOdd(10), isOdd(7))
print((1...6).filter(isEven))
