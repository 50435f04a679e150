// String.Index: walking a string by startIndex, index(after:), index(before:) and offsetBy, reading s[i]
let word = "café au lait"
var i = word.startIndex
print(word[i])
i = word.index(after: i)
print(word[i], word[word.index(after: i)])
let fourth = word.index(word.startIndex, offsetBy: 3)
print(word[fourth])
let last = word.index(before: word.endIndex)
print(word[last])
print(word.index(last, offsetBy: -3) < last)
print(word.distance(from: word.startIndex, to: word.endIndex), word.count)
print(word.distance(from: last, to: word.startIndex))
print(word.startIndex, fourth, word.endIndex)
print(type(of: fourth))
var initials = ""
var position = word.startIndex
while position < word.endIndex {
    if position == word.startIndex || word[word.index(before: position)] == " " { initials.append(word[position]) }
    position = word.index(after: position)
}
print(initials)
