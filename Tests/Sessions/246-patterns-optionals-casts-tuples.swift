// Patterns together: optional tuples, nested payloads, casts over Any, guard case, enumerated where
enum Shape { case circle(radius: Double), rect(width: Double, height: Double) }
let pairs: [(Int?, String?)] = [(1, "a"), (nil, "b"), (2, nil), (nil, nil)]
for pair in pairs {
    switch pair {
    case (.some(let n), .some(let s)): print("both", n, s)
    case (nil, let s?): print("only string", s)
    case (let n?, nil): print("only number", n)
    case (nil, nil): print("neither")
    }
}
let maybe: Shape? = .rect(width: 2, height: 3)
if case .some(.rect(width: let w, height: let h)) = maybe { print(w * h) }
if case .rect(let w, _)? = maybe { print(w) }
let values: [Any] = [1, "two", 3.0, true, [1]]
for value in values {
    switch value {
    case let n as Int: print("int", n)
    case let s as String: print("string", s)
    case is Double: print("a double")
    default: print("other", value)
    }
}
func area(_ shape: Shape) -> Double {
    guard case let .rect(w, h) = shape else { return 0 }
    return w * h
}
print(area(.circle(radius: 1)), area(.rect(width: 4, height: 5)))
let items = [(name: "a", done: true), (name: "b", done: false), (name: "c", done: true)]
for (index, item) in items.enumerated() where item.done {
    print(index, item.name)
}
let point = (x: 3, y: -3)
switch point {
case let (x, y) where x == -y: print("anti-diagonal")
case (let x, _) where x > 0: print("right")
default: print("else")
}
