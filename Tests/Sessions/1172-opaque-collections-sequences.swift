// `some Collection` and `some Sequence` results: elements iterated, counted and mapped; `some Collection<Int>` names them.
func primes() -> some Collection<Int> { [2, 3, 5, 7] }
func letters() -> some Collection { "swift" }
func evens() -> some Sequence<Int> { stride(from: 0, to: 10, by: 2) }
func names() -> some Sequence { ["ada", "grace"] }
print(primes().count, primes().isEmpty, primes().first as Any)
for p in primes() { print(p * 10, terminator: " ") }
print()
print(letters().count, letters().first as Any, letters().map { "<\($0)>" })
print(evens().map { $0 * 10 }, evens().filter { $0 > 4 }, evens().reduce(0, +))
for name in names() { print(name) }
print(type(of: primes()), type(of: letters()), type(of: evens()), type(of: names()))
print(primes().map { $0 + 1 }, primes().reduce(0) { $0 + $1 }, primes().contains(5))
var total = 0
for p in primes() where p > 2 { total += p }
print(total)
