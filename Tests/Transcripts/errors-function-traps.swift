// arguments: --keep-going
// A trap inside a function of one expression is placed at that expression, on both tiers:
// the scalar tier (Int-only functions) and the general evaluator (h takes a String).
func f(_ n: Int) -> Int { n < 0 ? 0 : f(n + 1) + 1 }
print(f(0))
func h(_ n: Int, _ s: String) -> Int { n < 0 ? 0 : h(n + 1, s) + 1 }
print(h(0, ""))
func ratio(_ a: Int, _ b: Int) -> Int { a / b }
func label(_ a: Int, _ b: Int, _ unit: String) -> String { "\(a / b) \(unit)" }
print(ratio(6, 3), label(6, 3, "x"))
print(ratio(1, 0))
print(label(1, 0, "x"))
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}
print(fib(20), fib(Int.min + 1))
print(fib(Int.min))
