// Character sets: trimming, splitting and searching with Foundation's named sets
import Foundation
let input = "\t  Hello,   Swift world!\n"
print(input.trimmingCharacters(in: .whitespacesAndNewlines))
print(input.trimmingCharacters(in: .whitespaces).debugDescription, input.trimmingCharacters(in: .newlines).debugDescription)
let words = input.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }
print(words, words.count)
print("a,b;c d".components(separatedBy: CharacterSet(charactersIn: ",; ")))
print("...Wow!!".trimmingCharacters(in: .punctuationCharacters), "007bond".trimmingCharacters(in: CharacterSet.decimalDigits))
func strength(_ password: String) -> Int {
    var score = 0
    if password.count >= 8 { score += 1 }
    if password.rangeOfCharacter(from: .decimalDigits) != nil { score += 1 }
    if password.rangeOfCharacter(from: .uppercaseLetters) != nil { score += 1 }
    if password.rangeOfCharacter(from: .punctuationCharacters) != nil || password.rangeOfCharacter(from: .symbols) != nil { score += 1 }
    return score
}
print(["abc", "abcdefgh", "Abcdefg1", "Abcdef1!", "ÉCOLE+2024"].map(strength))
let phone = "(555) 123-4567"
print(phone.components(separatedBy: CharacterSet.decimalDigits.inverted).joined())
print("(555) 123-4567".components(separatedBy: .decimalDigits.inverted).filter { !$0.isEmpty })
