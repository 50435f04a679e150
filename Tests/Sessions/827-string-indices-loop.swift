// A String's indices: iterated with s[i], counted, printed as Swift's DefaultIndices
let word = "bookkeeper"
print(word.indices)
print(type(of: word.indices), word.indices.count)
var doubled: [String] = []
for i in word.indices where word.index(after: i) < word.endIndex {
    let next = word.index(after: i)
    if word[i] == word[next] { doubled.append(String(word[i...next])) }
}
print(doubled)
let vowelPositions = word.indices.filter { "aeiou".contains(word[$0]) }.map { word.distance(from: word.startIndex, to: $0) }
print(vowelPositions)
print(word.indices.first as Any, word.indices.last as Any, "".indices.isEmpty)
