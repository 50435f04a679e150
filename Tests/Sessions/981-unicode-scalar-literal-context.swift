// UnicodeScalar(65) where a scalar itself is wanted picks the UInt8 initializer; alone it is optional
print(Character(UnicodeScalar(66)), String(UnicodeScalar(67)), Character(Unicode.Scalar(97)))
let maybe = UnicodeScalar(65)
print(maybe as Any, type(of: maybe), UnicodeScalar(300) as Any)
var word = ""
word.append(Character(UnicodeScalar(72)))
word += String(UnicodeScalar(105))
print(word)
