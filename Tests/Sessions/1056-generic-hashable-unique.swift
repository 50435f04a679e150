// A Hashable constraint lets a generic function track seen values in a Set
func unique<T: Hashable>(_ xs: [T]) -> [T] {
    var seen = Set<T>()
    var result: [T] = []
    for x in xs where !seen.contains(x) {
        seen.insert(x)
        result.append(x)
    }
    return result
}
func duplicates<T: Hashable>(_ xs: [T]) -> Int {
    xs.count - Set(xs).count
}
print(unique([3, 1, 3, 2, 1]))
print(unique(["b", "a", "b", "b"]))
print(duplicates([1, 1, 1, 2]), duplicates(["x"]))
print(unique([true, true, false]))
print(unique([Int]()))
print(unique(Array("mississippi")).map(String.init).joined())
