// largest<T: Comparable> works for any comparable element and returns nil for an empty array
func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs.dropFirst() where x > best {
        best = x
    }
    return best
}
print(largest([3, 9, 2, 7]) ?? 0)
print(largest(["pear", "apple", "zucchini", "fig"]) ?? "none")
print(largest([2.5, -1.0, 2.25]) ?? 0)
let empty: [Int] = []
print(largest(empty) as Any)
print(largest([Character("q"), "b", "z", "a"]) ?? "?")
if let top = largest([-5, -3, -10]) {
    print("top:", top)
}
