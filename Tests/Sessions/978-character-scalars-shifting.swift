// Characters shifted through their ASCII values and Unicode scalars; a Character's unicodeScalars
let c: Character = "a"
let next = Character(UnicodeScalar(c.asciiValue! + 1))
print(next, (c.asciiValue! + 2), String(UnicodeScalar(UInt8(72))))
let shifted = "abc".map { Character(UnicodeScalar($0.asciiValue! + 1)) }
print(String(shifted))
let letters = (97...99).map { Character(UnicodeScalar($0)!) }
print(letters)
let alphabet = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }.joined()
print(alphabet)
print(Character("z").unicodeScalars.first!.value, "é".unicodeScalars.count, Int(Character("7").asciiValue! - 48))
print(Character("é").unicodeScalars.map(\.value), Character("e").unicodeScalars)
