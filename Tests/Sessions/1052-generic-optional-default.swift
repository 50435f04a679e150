// Generic helpers over optionals: a default value, and collecting the non-nil ones
func value<T>(_ optional: T?, or fallback: T) -> T {
    if let v = optional {
        return v
    }
    return fallback
}
func present<T>(_ values: [T?]) -> [T] {
    var result: [T] = []
    for v in values {
        if let v { result.append(v) }
    }
    return result
}
let nickname: String? = nil
print(value(nickname, or: "anonymous"))
print(value(Int("12"), or: 0), value(Int("x"), or: 0))
print(present([1, nil, 3, nil]))
print(present(["a", nil, "c"]).joined(separator: "-"))
let scores: [Double?] = [nil, nil]
print(present(scores).isEmpty)
print(value(Optional<[Int]>.none, or: [7]))
