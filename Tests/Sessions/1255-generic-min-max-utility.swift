// Generic utilities: clamp<T: Comparable>, a generic count(where:), a generic Optional helper, default values
func clamp<T: Comparable>(_ value: T, _ low: T, _ high: T) -> T {
    return min(max(value, low), high)
}
func countWhere<T>(_ items: [T], _ predicate: (T) -> Bool) -> Int {
    var n = 0
    for item in items where predicate(item) { n += 1 }
    return n
}
func valueOr<T>(_ optional: T?, _ fallback: T) -> T {
    if let v = optional { return v }
    return fallback
}
func repeated<T>(_ value: T, times: Int) -> [T] {
    Array(repeating: value, count: times)
}
print(clamp(15, 0, 10), clamp(-2.5, 0, 1), clamp("m", "a", "k"))
print(countWhere([1, 5, 8, 10]) { $0 > 4 })
print(countWhere(["a", "", "b"], { $0.isEmpty }))
let missing: Int? = nil
print(valueOr(missing, 0), valueOr(Optional("x"), "y"))
print(repeated("ab", times: 3))
print(repeated([1], times: 2))
func printAll<T>(_ items: T...) {
    for i in items { print(i, terminator: ";") }
    print()
}
printAll(1, 2, 3)
printAll("x")
