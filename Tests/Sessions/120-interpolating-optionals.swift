// Interpolating optionals shows Optional(…) or nil, and nested ones stay wrapped.
let n: Int? = 4
let s: String? = "hi"
let none: Double? = nil
print("\(n) \(s) \(none)")
let nn: Int?? = 5
let inner: Int? = nil
let ns: Int?? = inner
print("\(nn) \(ns)")
print("\(sample.nickname) \(sample.todos[1].note)")
print("\([n, nil]) \([s])")
print("\(n ?? 0) \(s!)")
