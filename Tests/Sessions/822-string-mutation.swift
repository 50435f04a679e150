// Mutating a String as a collection: removeFirst/removeLast, popLast, insert and remove at an index
var word = "swiftly"
let first = word.removeFirst()
let last = word.removeLast()
print(first, last, word)
word.removeFirst(2)
print(word, word.popLast() as Any, word)
var title = "helo"
title.insert("l", at: title.index(title.startIndex, offsetBy: 3))
print(title)
let removed = title.remove(at: title.startIndex)
print(removed, title)
var code = "A-1 B-2"
code.removeAll { $0 == "-" || $0 == " " }
print(code)
@State var draft = "Hello!"
draft.removeLast()
draft.removeLast(2)
print(draft)
draft.removeAll()
print(draft.isEmpty, draft.popLast() as Any)
var empty = ""
print(empty.removeFirst())
