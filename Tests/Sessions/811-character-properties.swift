// Character properties: letters, digits, case, whitespace, punctuation, asciiValue, wholeNumberValue
let samples: [Character] = ["a", "Z", "5", " ", "!", "é", "٣"]
for c in samples {
    print(c, c.isLetter, c.isNumber, c.isUppercase, c.isLowercase, c.isWhitespace, c.isPunctuation)
    print(" ", c.asciiValue as Any, c.wholeNumberValue as Any, c.uppercased(), c.isASCII)
}
let password = "Secr3t pass!"
print(password.filter(\.isNumber).count, password.contains { $0.isUppercase }, password.contains(where: \.isPunctuation))
let code = "A1"
print(code.first!.asciiValue! + 1, Character("7").wholeNumberValue! * 6)
