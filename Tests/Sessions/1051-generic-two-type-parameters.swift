// A generic function with two type parameters pairs up elements of different types
func zipped<A, B>(_ xs: [A], _ ys: [B]) -> [(A, B)] {
    var result: [(A, B)] = []
    for i in 0..<min(xs.count, ys.count) {
        result.append((xs[i], ys[i]))
    }
    return result
}
func lookup<K: Equatable, V>(_ key: K, in pairs: [(K, V)]) -> V? {
    for (k, v) in pairs where k == key {
        return v
    }
    return nil
}
let table = zipped(["one", "two", "three"], [1, 2, 3, 4])
print(table.count)
for (name, value) in table {
    print(name, value)
}
print(lookup("two", in: table) ?? 0)
print(lookup("nine", in: table) as Any)
let flags = zipped([1, 2], [true, false])
print(flags.map { $0.1 }, lookup(2, in: flags)!)
