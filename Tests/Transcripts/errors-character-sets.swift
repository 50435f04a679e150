// arguments: --keep-going
// A character set is written where it is used: stored in a variable, or asked for a member
// bindscope does not model, it is an error that says so.
import Foundation
let allowed = CharacterSet.letters
let both = CharacterSet.letters.union(.decimalDigits)
print(CharacterSet.letters.contains("a"), CharacterSet.decimalDigits.inverted.contains("7"))
print(CharacterSet.letters.contains(Character("a")))
print(CharacterSet.letters.isSuperset(of: .decimalDigits))
