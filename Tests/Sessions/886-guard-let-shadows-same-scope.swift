// `guard let` may shadow a name declared earlier in the same block, as Swift scopes what follows a guard
func firstWord(_ text: String?) -> String {
    let text = text
    guard let text else { return "(none)" }
    let words = text.split(separator: " ")
    guard let words = words.first.map(String.init) else { return "(empty)" }
    return words
}
print(firstWord(nil), firstWord(""), firstWord("hello big world"))

let limit: Int? = 3
guard let limit else { fatalError("no limit") }
print(limit + 1)
