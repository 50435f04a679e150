// Generic functions taking closures: myMap, myFilter, apply n times, compose, and a generic reduce
func myMap<T, U>(_ xs: [T], _ transform: (T) -> U) -> [U] {
    var out: [U] = []
    for x in xs { out.append(transform(x)) }
    return out
}
func myFilter<T>(_ xs: [T], where keep: (T) -> Bool) -> [T] {
    var out = [T]()
    for x in xs where keep(x) { out.append(x) }
    return out
}
func applyTwice<T>(_ f: (T) -> T, to x: T) -> T { f(f(x)) }
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    return { g(f($0)) }
}
func combine<T, R>(_ xs: [T], initial: R, _ step: (R, T) -> R) -> R {
    var acc = initial
    for x in xs { acc = step(acc, x) }
    return acc
}
print(myMap([1, 2, 3]) { $0 * 10 })
print(myMap(["a", "bb"]) { $0.count })
print(myFilter([1, 2, 3, 4], where: { $0 % 2 == 0 }))
print(applyTwice({ $0 + "!" }, to: "hi"))
print(applyTwice({ $0 * 3 }, to: 2))
let lengthThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(lengthThenDouble("four"))
print(combine([1, 2, 3], initial: "") { $0 + String($1) })
print(combine(["x", "y"], initial: 0) { acc, s in acc + s.count })
