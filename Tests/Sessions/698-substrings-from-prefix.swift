// Substrings from prefix, suffix and drop: compared, matched, joined, converted
let names = ["alice", "bob", "carol", "dave"]
let initials = names.map { $0.prefix(1) }
print(initials, initials.joined(), type(of: initials))
print(names.map { $0.prefix(3) + "." }, names.map { String($0.prefix(2)).uppercased() })
let text = "swiftly"
print(text.prefix(5) == "swift", text.dropFirst() == "wiftly", text.suffix(2) == "ly")
switch text.prefix(1) {
case "s": print("starts with s")
default: print("other")
}
var short = text.prefix(3)
short.append("!")
print(short, type(of: short))
print(Int("42abc".prefix(2))! + 1, "x".isEmpty, text.dropLast(2).uppercased())
var counts: [String: Int] = [:]
for name in names { counts[String(name.prefix(1)), default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })
print([text.prefix(2), text.suffix(2)], "\(text.prefix(2))-\(text.suffix(3))")
let sortedPieces = names.map { $0.suffix(2) }.sorted()
print(sortedPieces, sortedPieces.contains("ob"))
print(text.drop(while: { $0 != "t" }), text.prefix(while: { $0 != "t" }).count)
let firstWord = "hello world".split(separator: " ").first!
print(firstWord.prefix(3), firstWord.hasSuffix("lo"), firstWord.uppercased())
