// Strings: splitting, searching, characters and indices
import Foundation
let sentence = "The quick brown fox jumps over the lazy dog"
let words = sentence.split(separator: " ")
print(words.count, words.first!, words.last!)
print(sentence.lowercased().filter { "aeiou".contains($0) }.count)
print(String(sentence.reversed().prefix(8)))
let longest = words.max(by: { $0.count < $1.count })!
print(longest)
print(sentence.prefix(while: { $0 != " " }), sentence.hasSuffix("dog"))
if let range = sentence.range(of: "brown") { print(sentence[range.lowerBound...].prefix(9)) }
let idx = sentence.index(sentence.startIndex, offsetBy: 4)
print(sentence[idx], sentence[..<idx])
print(sentence.components(separatedBy: " ").map { $0.count })
print(sentence.replacingOccurrences(of: "the", with: "a"))
let c: Character = "7"
print(c.isNumber, c.wholeNumberValue ?? -1, Character("x").isLetter, "é".count, "é".unicodeScalars.count)
print("a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print(String(repeating: "ab", count: 3), "x".padding(toLength: 4, withPad: "-", startingAt: 0))
let tail = sentence.reversed().prefix(3)
print(String(tail), Array(tail), String(sentence.reversed().dropFirst(40)))
