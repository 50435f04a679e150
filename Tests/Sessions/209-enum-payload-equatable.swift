// Equatable enums with payloads compare cases and values
enum Token: Equatable {
    case number(Int)
    case word(String)
    case end
}
print(Token.number(1) == .number(1), Token.number(1) == .number(2))
print(Token.word("a") == .end, Token.end == .end)
let tokens: [Token] = [.number(3), .word("x"), .end]
print(tokens.contains(.word("x")), tokens.contains(.number(4)))
print(tokens.filter { $0 != .end }.count)
