// partition(by:) in Swift's order, a String's utf16 view, and editing a String by index ranges.
var xs = [5, 1, 8, 3, 9, 2, 7, 4, 6]
let pivot = xs.partition { $0 > 4 }
print(pivot, xs, xs[..<pivot].sorted(), xs[pivot...].sorted())
var words = ["pear", "fig", "apple", "kiwi", "banana", "date"]
print(words.partition(by: { $0.count > 4 }), words)
let s = "héllo 👋"
print(s.utf8.count, s.utf16.count, s.unicodeScalars.count, s.count)
print(s.utf16, Array(s.utf16), type(of: s.utf16), s.utf16.first!, s.utf16.last!)
for unit in "ab".utf16 { print(unit, terminator: " ") }
print()
var t = "hello world"
t.replaceSubrange(t.startIndex..<t.index(t.startIndex, offsetBy: 5), with: "HELLO")
t.insert(contentsOf: "!!", at: t.endIndex)
t.removeSubrange(t.startIndex..<t.index(after: t.startIndex))
print(t)
if let space = t.firstIndex(of: " ") {
    t.replaceSubrange(space..<t.endIndex, with: ", there")
    t.insert(contentsOf: ">> ", at: t.startIndex)
}
print(t)
