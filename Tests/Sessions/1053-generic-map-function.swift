// Hand-written generic map and filter, with T and U inferred from the closures
func transform<T, U>(_ xs: [T], _ f: (T) -> U) -> [U] {
    var out: [U] = []
    for x in xs {
        out.append(f(x))
    }
    return out
}
func keep<T>(_ xs: [T], where test: (T) -> Bool) -> [T] {
    var out: [T] = []
    for x in xs where test(x) {
        out.append(x)
    }
    return out
}
let numbers = [1, 2, 3, 4, 5]
print(transform(numbers) { $0 * $0 })
print(transform(numbers) { "#\($0)" })
print(transform(["swift", "go"]) { $0.count })
print(keep(numbers) { $0 % 2 == 1 })
let shout = transform(keep(["hi", "hello", "hey"]) { $0.count > 2 }) { $0.uppercased() }
print(shout)
let lengths: [Double] = transform([1, 2]) { Double($0) / 4 }
print(lengths)
