// A Substring's indices are its base string's: they compare equal, print the same and work in either
import Foundation
let text = "let x = 42"
let sub = text.dropFirst(4)
print(sub.startIndex == text.index(text.startIndex, offsetBy: 4), sub.endIndex == text.endIndex)
print(sub.startIndex, sub.endIndex, sub.base)
print(sub.index(after: sub.startIndex), sub.firstIndex(of: "=")!, sub.lastIndex(where: { $0 == " " })!)
print(sub.indices.map { text[$0] })
print(Array(sub.indices.prefix(2)))
print(sub[sub.startIndex], text[sub.startIndex..<sub.endIndex], String(sub) == text[sub.startIndex...])
print(sub.distance(from: sub.startIndex, to: sub.endIndex), text.distance(from: text.startIndex, to: sub.startIndex))
let eq = sub.firstIndex(of: "=")!
print(text[eq], text[..<eq], sub[..<eq], sub[eq...], sub[...eq])
print(sub.index(eq, offsetBy: 2), sub.index(eq, offsetBy: 5, limitedBy: sub.endIndex) as Any)
// A slice of a slice keeps the first base.
let inner = sub.dropFirst(2).dropLast(1)
print(inner, inner.startIndex, inner.endIndex, inner.base, inner.count)
print(inner.startIndex == eq, text[inner.startIndex], sub[inner.startIndex])
// Pieces made by prefix and split start where their base starts.
print(text.prefix(3).startIndex, text.suffix(2).startIndex, text.dropLast(3).endIndex)
let words = text.split(separator: " ")
print(words.map { "\($0.startIndex)..<\($0.endIndex)" })
print(words[3].startIndex == sub.index(sub.endIndex, offsetBy: -2), words[3] == "42")
print(text[words[1].startIndex], sub.contains("x"), words[1] == sub.prefix(1))
let r = text.range(of: "x = ")!
print(text[r], sub[r], r.lowerBound == sub.startIndex)
var editable = text.dropFirst(8)
editable.append("!")
print(editable, editable.base, editable.startIndex, editable.endIndex)
print(sub.indices)
debugPrint(sub.indices, sub.indices.last!)
let whole = Substring(text), again = Substring(sub)
let position: Substring.Index = again.startIndex
print(whole.startIndex, whole.base, position, again.base, Substring().isEmpty)
