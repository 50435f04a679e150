// Optionals print as Optional(…) (or nil); ! unwraps, ?? supplies a default, == compares with nil.
var nickname: String? = nil
print(nickname as Any, nickname == nil)
nickname = "Oli"
print(nickname as Any, nickname!, nickname ?? "none")
print(nickname != nil, nickname == "Oli")
let note = sample.todos[1].note
print(note as Any, note!.uppercased())
print(sample.todos[0].note as Any)
var level: Int? = 3
level = level! + 1
print(level as Any)
let words: [String?] = ["a", nil, "c"]
print(words)
print(words[1] ?? "-", words[2] ?? "-")
let number: Int? = Int("12")
print(number as Any, (number ?? 0) * 2)
