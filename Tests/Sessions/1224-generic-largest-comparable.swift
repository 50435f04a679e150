// func largest<T: Comparable>(_ xs: [T]) -> T? and a smallest with a where clause, on several types
func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs where x > best {
        best = x
    }
    return best
}
func smallest<T>(_ xs: [T]) -> T? where T: Comparable {
    var result: T? = nil
    for x in xs {
        if let r = result, r <= x { continue }
        result = x
    }
    return result
}
print(largest([3, 7, 2]) as Any)
print(largest(["pear", "apple", "zebra"])!)
print(largest([Double]()) as Any)
print(smallest([3.5, -1, 2])!)
print(smallest(["b", "a"]) ?? "")
let empty: [Int] = []
if let l = largest(empty) { print(l) } else { print("empty") }
func findIndex<T: Equatable>(of value: T, in array: [T]) -> Int? {
    for (index, item) in array.enumerated() where item == value {
        return index
    }
    return nil
}
print(findIndex(of: "llama", in: ["cat", "dog", "llama"]) as Any)
print(findIndex(of: 9, in: [1, 2]) as Any)
