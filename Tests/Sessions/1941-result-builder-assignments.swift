// An assignment in a result builder body is an expression of type () to Swift: a component like any other
@resultBuilder struct Log {
    static func buildExpression(_ v: Void) -> String { print("  expression ()"); return "()" }
    static func buildExpression(_ s: String) -> String { print("  expression \(s)"); return s }
    static func buildBlock(_ parts: String...) -> String { print("  block \(parts)"); return parts.joined(separator: ",") }
}
@Log func counter() -> String {
    var x = 1
    x += 1
    "x is \(x)"
    x = 10
    "x is \(x)"
    print("a call returning Void")
}
print(counter())
