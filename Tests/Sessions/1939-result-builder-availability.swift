// if #available in a result builder: buildLimitedAvailability erases the branch; buildFinalResult ends the body
@resultBuilder struct Report {
    static func buildExpression(_ line: String) -> [String] { print("  line \(line)"); return [line] }
    static func buildBlock(_ parts: [String]...) -> [String] { print("  block \(parts.count)"); return parts.flatMap { $0 } }
    static func buildOptional(_ part: [String]?) -> [String] { print("  optional \(part != nil)"); return part ?? [] }
    static func buildEither(first: [String]) -> [String] { print("  first"); return first }
    static func buildEither(second: [String]) -> [String] { print("  second"); return second }
    static func buildLimitedAvailability(_ part: [String]) -> [String] { print("  limited \(part)"); return part.map { "(\($0))" } }
    static func buildFinalResult(_ lines: [String]) -> String { print("  final \(lines.count)"); return lines.joined(separator: "\n") }
}
enum Platform {
    @Report static var banner: String {
        "== banner =="
        if #available(macOS 13, iOS 16, *) { "modern APIs" }
        if #available(macOS 99, *) { "future" } else { "present" }
    }
}
@Report func status(_ ok: Bool) -> String {
    "status:"
    if #available(macOS 12, *), ok { "fine" } else if ok { "old but fine" } else { "broken" }
    if #unavailable(macOS 10.9) { "prehistoric" }
}
print(Platform.banner)
print(status(true))
print(status(false))
if #available(macOS 11, *) { print("plain if #available runs its body here") }
guard #available(macOS 11, *) else { fatalError() }
print("after guard")
