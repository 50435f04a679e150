// A session-level function sees the session's variables by reference, like a local function.
var total = 0
func add(_ amount: Int) {
    total += amount
}
add(5)
add(7)
print(total)
total = 100
func report() -> String { "total is \(total)" }
print(report())
add(1)
print(report())
