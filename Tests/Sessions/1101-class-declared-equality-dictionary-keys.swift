// Class keys with a declared == find their entry whatever instance is used to look it up
final class Tag: Hashable, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
    var description: String { "#\(name)" }
}
let words = ["swift", "ios", "swift", "mac", "swift", "ios"]
var counts: [Tag: Int] = [:]
for word in words { counts[Tag(word), default: 0] += 1 }
print(counts.count, counts[Tag("swift")]!, counts[Tag("ios")]!, counts[Tag("mac")]!)
counts[Tag("mac")]? += 10
print(counts[Tag("mac")] ?? 0, counts.keys.contains(Tag("ios")))
let grouped = Dictionary(grouping: words.map(Tag.init), by: { $0 })
print(grouped.count, grouped[Tag("swift")]!.count, grouped[Tag("ios")]!)
let summed = Dictionary(words.map { (Tag($0), 1) }, uniquingKeysWith: +)
print(summed.count, summed[Tag("swift")]!)
var merged: [Tag: Int] = [Tag("swift"): 100]
merged.merge([Tag("swift"): 1, Tag("go"): 2], uniquingKeysWith: +)
print(merged.count, merged[Tag("swift")]!, merged[Tag("go")]!)
let plus = merged.merging([Tag("go"): 40]) { $0 + $1 }
print(plus[Tag("go")]!, plus.count)
var nested: [Tag: [String]] = [:]
nested[Tag("a"), default: []].append("x")
nested[Tag("a"), default: []].append("y")
nested[Tag("a")]?.append("z")
print(nested)
print(nested == [Tag("a"): ["x", "y", "z"]])
@State var scores: [Tag: Int] = [:]
let entry = $scores[Tag("x")]
scores[Tag("x")] = 1
entry.wrappedValue = 5
print(scores.count, scores[Tag("x")]!, entry.wrappedValue!)
