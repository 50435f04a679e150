// Characters from and to their codes: asciiValue, Unicode.Scalar(n), Character(scalar), a Caesar shift
let word = "Hal"
let codes = word.compactMap(\.asciiValue)
print(codes, codes.map { Int($0) + 1 })
let shifted = String(word.unicodeScalars.map { Character(Unicode.Scalar($0.value + 1)!) })
print(shifted)
print(Unicode.Scalar(65) as Any, Unicode.Scalar(0xD800) as Any, Unicode.Scalar(UInt8(97)))
func caesar(_ text: String, by shift: UInt32) -> String {
    String(text.unicodeScalars.map { scalar -> Character in
        guard scalar.isASCII, Character(scalar).isLetter, Character(scalar).isLowercase else { return Character(scalar) }
        let rotated = (scalar.value - 97 + shift) % 26 + 97
        return Character(Unicode.Scalar(rotated)!)
    })
}
print(caesar("hello, world", by: 3), caesar(caesar("abc xyz", by: 3), by: 23))
let digits = "4a7".filter(\.isNumber).compactMap(\.wholeNumberValue)
print(digits, digits.reduce(0, +))
