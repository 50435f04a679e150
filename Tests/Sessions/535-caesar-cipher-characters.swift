// Caesar cipher and character classification with ascii values and unicode scalars
func shift(_ c: Character, by k: Int) -> Character {
    guard let ascii = c.asciiValue, c.isLetter else { return c }
    let base: UInt8 = c.isUppercase ? 65 : 97
    let shifted = (Int(ascii - base) + k % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(shifted)))
}
func caesar(_ text: String, _ k: Int) -> String { String(text.map { shift($0, by: k) }) }
let secret = caesar("Hello, World!", 3)
print(secret, caesar(secret, -3))
let message = "Swift 6 rocks!"
print(message.filter(\.isLetter).count, message.filter(\.isNumber), message.filter { $0.isPunctuation })
print(message.unicodeScalars.map { $0.value }.prefix(5), message.utf8.prefix(3).map { $0 })
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
print(message.lowercased().filter { vowels.contains($0) }.count)
print(Character("a").asciiValue!, Character("é").asciiValue as Any, Character("7").wholeNumberValue!)
print("abc".map { String($0).uppercased() }.joined(), Array("hi").map { $0.isUppercase })
let rot13 = String("Why did the chicken".unicodeScalars.map { scalar -> Character in
    switch scalar.value {
    case 65...90: return Character(UnicodeScalar((scalar.value - 65 + 13) % 26 + 65)!)
    case 97...122: return Character(UnicodeScalar((scalar.value - 97 + 13) % 26 + 97)!)
    default: return Character(scalar)
    }
})
print(rot13)
