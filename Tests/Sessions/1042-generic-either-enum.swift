// A generic enum Either<L, R> holding one of two types, inspected with switch
enum Either<L, R> {
    case left(L)
    case right(R)
    var isLeft: Bool {
        if case .left = self { return true }
        return false
    }
    func mapRight<T>(_ transform: (R) -> T) -> Either<L, T> {
        switch self {
        case .left(let l): return .left(l)
        case .right(let r): return .right(transform(r))
        }
    }
}
func parse(_ text: String) -> Either<String, Int> {
    if let n = Int(text) { return .right(n) }
    return .left("not a number: \(text)")
}
for text in ["42", "x7", "-3"] {
    switch parse(text) {
    case .left(let message): print("error", message)
    case .right(let value): print("value", value)
    }
}
let doubled = parse("21").mapRight { $0 * 2 }
print(doubled)
print(parse("oops").mapRight { $0 * 2 })
print(parse("1").isLeft, parse("a").isLeft)
let e: Either<Bool, [String]> = .right(["a", "b"])
print(e, type(of: e))
