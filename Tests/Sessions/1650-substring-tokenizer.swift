// A tokenizer scanning a String by its indices: each token is a slice found with firstIndex(where:) on text[i...]
enum Token: Equatable {
    case identifier(String)
    case number(Int)
    case symbol(Character)
}

func tokenize(_ text: String) -> [Token] {
    var tokens: [Token] = []
    var i = text.startIndex
    while i < text.endIndex {
        let c = text[i]
        if c == " " {
            i = text.index(after: i)
        } else if c.isLetter {
            let end = text[i...].firstIndex { !$0.isLetter && !$0.isNumber } ?? text.endIndex
            tokens.append(.identifier(String(text[i..<end])))
            i = end
        } else if c.isNumber {
            let end = text[i...].firstIndex(where: { !$0.isNumber }) ?? text.endIndex
            let digits = text[i..<end]
            tokens.append(.number(Int(digits)!))
            i = end
        } else {
            tokens.append(.symbol(c))
            i = text.index(after: i)
        }
    }
    return tokens
}

let source = "let total = price * 12 + tax2"
for token in tokenize(source) {
    print(token)
}
print(tokenize("f(x1, 42)").count)
let rest = source[source.index(source.startIndex, offsetBy: 4)...]
print(rest, rest.startIndex, rest.endIndex)
let name = rest[..<rest.firstIndex(of: " ")!]
print(name, name.startIndex, name.endIndex, name.count)
let afterEquals = source[source.firstIndex(of: "=")!...].dropFirst(2)
print(afterEquals, afterEquals.startIndex)
print(afterEquals.firstIndex(where: { $0.isNumber }).map { source.distance(from: source.startIndex, to: $0) } as Any)
