// Classifying characters: letters, digits, case, whitespace.
let text = "Hi 5!"
for ch in text {
    print(ch, ch.isLetter, ch.isNumber, ch.isUppercase, ch.isWhitespace, ch.isPunctuation)
}
print(Character("7").wholeNumberValue as Any, Character("x").wholeNumberValue as Any)
print(Character("f").hexDigitValue as Any, Character("é").isASCII)
print(Character("ß").uppercased(), Character("Q").lowercased(), Character("q").isLowercase)
