// if / else if / else in a result builder: buildOptional, and Swift's balanced tree of buildEither
@resultBuilder enum Trace {
    static func buildBlock(_ parts: String...) -> String { print("  block \(parts)"); return parts.joined(separator: " ") }
    static func buildOptional(_ part: String?) -> String { print("  optional \(part ?? "nil")"); return part ?? "-" }
    static func buildEither(first: String) -> String { print("  first(\(first))"); return "F[\(first)]" }
    static func buildEither(second: String) -> String { print("  second(\(second))"); return "S[\(second)]" }
}
enum Level { case low, mid, high }
@Trace func describe(_ n: Int, _ nickname: String?, _ level: Level) -> String {
    "n=\(n)"
    if n > 2 { "big" }
    if n == 0 { "zero" } else if n == 1 { "one" } else if n == 2 { "two" } else if n == 3 { "three" } else { "many" }
    if let nickname { "aka \(nickname)" } else { "anonymous" }
    if case .high = level, n > 1 { "HIGH" } else if level == .mid { "mid" }
    if n < 0 {
        "negative"
    } else {
        if n > 3 { "nested" }
    }
}
for n in 0...4 {
    print("describe(\(n)):")
    print(describe(n, n % 2 == 0 ? "even" : nil, n < 2 ? .mid : .high))
}
