// A generic function returning an optional named tuple: min and max in one pass
func minMax<T: Comparable>(_ xs: [T]) -> (min: T, max: T)? {
    guard var low = xs.first else { return nil }
    var high = low
    for x in xs {
        if x < low { low = x }
        if x > high { high = x }
    }
    return (low, high)
}
if let bounds = minMax([8, -2, 15, 4]) {
    print(bounds.min, bounds.max)
}
let letters = minMax(["m", "c", "x"])!
print(letters)
print(minMax([Double]()) == nil)
let temperatures = [21.5, 19.0, 24.25]
if let (low, high) = minMax(temperatures) {
    print("range", high - low)
}
print(minMax([42])!.min == minMax([42])!.max)
