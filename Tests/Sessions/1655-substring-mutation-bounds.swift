// Editing a Substring: removing from an end moves its bounds in the same base, inserting edits the base
var s: Substring = "abc"
s.removeFirst()
print(s, s.startIndex, s.base)
let text = "hello world"
var w = text.dropFirst(6)
w.insert(contentsOf: "big ", at: w.startIndex)
print(w, w.startIndex, w.endIndex, w.base)
let removed = w.remove(at: w.index(after: w.startIndex))
print(removed, w, w.base, w.endIndex)
w.replaceSubrange(w.startIndex..<w.index(w.startIndex, offsetBy: 2), with: "B")
print(w, w.base, w.startIndex, w.endIndex)
w.removeSubrange(w.startIndex..<w.index(after: w.startIndex))
print(w, w.base)
var z = text.dropLast(6)
z.removeLast(2)
print(z, z.endIndex, z.base)
print(z.index(after: z.startIndex), z[z.index(before: z.endIndex)])
var rest = text[...]
while let space = rest.firstIndex(of: " ") {
    print(rest[..<space], rest.startIndex)
    rest.removeFirst(rest.distance(from: rest.startIndex, to: space) + 1)
}
print(rest, rest.startIndex, rest.endIndex)
var trimmed = text.dropFirst(2)
trimmed.removeAll(where: { $0 == "o" })
print(trimmed, trimmed.startIndex, trimmed.base)
