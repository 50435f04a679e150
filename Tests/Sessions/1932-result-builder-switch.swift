// switch in a result builder: each case is a branch of nested buildEither calls, as in Swift
@resultBuilder struct Tagged {
    static func buildBlock(_ parts: String...) -> String { print("  block \(parts)"); return parts.joined(separator: "+") }
    static func buildEither(first: String) -> String { print("  first(\(first))"); return "L(\(first))" }
    static func buildEither(second: String) -> String { print("  second(\(second))"); return "R(\(second))" }
}
enum Token { case number(Int), word(String), symbol(Character), space, end }
struct Renderer {
    var prefix: String
    @Tagged func render(_ token: Token) -> String {
        prefix
        switch token {
        case .number(let n) where n < 0: "negative"; "\(-n)"
        case .number(let n): "\(n)"
        case .word(let w): w.uppercased()
        case .symbol(let c): String(c)
        case .space, .end: "blank"
        }
        switch token {
        case .end: "done"
        default: "more"
        }
    }
}
let renderer = Renderer(prefix: ">")
for token in [Token.number(-3), .number(4), .word("hi"), .symbol("*"), .space, .end] {
    print(renderer.render(token))
}
