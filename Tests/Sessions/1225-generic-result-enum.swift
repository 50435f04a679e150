// A Result-like generic enum with two parameters, switch on it, a map method and a computed value
enum Outcome<Value, Failure> {
    case success(Value)
    case failure(Failure)
    func map<U>(_ transform: (Value) -> U) -> Outcome<U, Failure> {
        switch self {
        case .success(let v): return .success(transform(v))
        case .failure(let e): return .failure(e)
        }
    }
    var value: Value? {
        if case .success(let v) = self { return v }
        return nil
    }
}
func parse(_ s: String) -> Outcome<Int, String> {
    if let n = Int(s) { return .success(n) }
    return .failure("not a number: \(s)")
}
for text in ["42", "abc"] {
    switch parse(text) {
    case .success(let n): print("ok", n)
    case .failure(let message): print("error", message)
    }
}
let doubled = parse("21").map { $0 * 2 }
print(doubled)
print(doubled.value as Any)
print(parse("x").map { "\($0)" }.value as Any)
let o: Outcome<String, Int> = .failure(404)
print(o)
