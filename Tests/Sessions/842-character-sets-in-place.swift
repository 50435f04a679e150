// Character sets written where they are used: contains, isSuperset(of:), inverted; and more libm functions.
import Foundation
func isNumeric(_ text: String) -> Bool { !text.isEmpty && CharacterSet.decimalDigits.isSuperset(of: CharacterSet(charactersIn: text)) }
func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, CharacterSet.letters.contains(first) else { return false }
    return text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
}
print(["123", "12a", "", "٣٤"].map(isNumeric))
print(["name", "_x", "a_1", "9lives", "héllo"].map(isIdentifier))
let password = "Sw1ft!rocks"
let hasUpper = password.unicodeScalars.contains { CharacterSet.uppercaseLetters.contains($0) }
let hasSymbol = password.unicodeScalars.contains { CharacterSet.alphanumerics.inverted.contains($0) }
let onlyAllowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzSW1!").isSuperset(of: CharacterSet(charactersIn: password))
print(hasUpper, hasSymbol, onlyAllowed, password.rangeOfCharacter(from: .decimalDigits) != nil)
print(fmod(10.0, 3.0), hypot(3.0, 4.0), atan2(1.0, 1.0) * 4, log2(1024.0), trunc(-2.7), asin(1.0) * 2.0, acos(1.0), atan(0.0))
