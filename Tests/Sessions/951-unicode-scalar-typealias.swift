// UnicodeScalar, Swift's other name for Unicode.Scalar
let i = 68
let u: UnicodeScalar? = UnicodeScalar(i)
print(u!, UnicodeScalar(i).map { Character($0) } as Any, type(of: u))
let letters = (0..<3).compactMap { UnicodeScalar(65 + $0) }.map(String.init).joined()
print(letters)
let c = Character(UnicodeScalar(97 + 2)!)
print(c, UnicodeScalar(0x1F600) as Any)
