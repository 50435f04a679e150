// Password strength: characters, string filtering and indices
func strength(_ password: String) -> (score: Int, hints: [String]) {
    var hints: [String] = []
    var score = 0
    if password.count >= 8 { score += 1 } else { hints.append("at least 8 characters") }
    if password.contains(where: { $0.isUppercase }) { score += 1 } else { hints.append("an uppercase letter") }
    if password.contains(where: \.isNumber) { score += 1 } else { hints.append("a digit") }
    if password.contains(where: { !$0.isLetter && !$0.isNumber }) { score += 1 } else { hints.append("a symbol") }
    return (score, hints)
}
for candidate in ["abc", "Password1", "S3cure!pass"] {
    let result = strength(candidate)
    print(candidate, result.score, result.hints)
}
let text = "Hello, World 2024"
print(text.filter { $0.isLetter }, text.filter(\.isNumber).count, String(text.reversed()))
let words = text.lowercased().split(separator: " ")
print(words, words.map { $0.count })
var initials = ""
for word in ["grace", "murray", "hopper"] { initials.append(word.first!.uppercased()) }
print(initials, initials.lowercased(), Array(initials), initials.contains("M"))
