// A result builder: each expression goes through buildExpression (overloaded), then buildBlock
@resultBuilder struct Lines {
    static func buildExpression(_ text: String) -> [String] { print("  expression \"\(text)\""); return [text] }
    static func buildExpression(_ number: Int) -> [String] { print("  expression \(number)"); return ["#\(number)"] }
    static func buildExpression(_ lines: [String]) -> [String] { print("  expression \(lines)"); return lines }
    static func buildBlock(_ parts: [String]...) -> [String] {
        print("  block of \(parts.count): \(parts)")
        return parts.flatMap { $0 }
    }
}
func shout(_ text: String) -> String { print("  shout(\(text))"); return text.uppercased() }
@Lines func greeting(for name: String) -> [String] {
    "Hello"
    shout(name)
    let _ = print("  (a let that contributes nothing)")
    let count = name.count
    count
    ["two", "more"]
}
print(greeting(for: "ada"))
@Lines func nothing() -> [String] {
}
print(nothing())
@Lines func one() -> [String] { 42 }
print(one())
