// A Hashable class can go into a Set or be a dictionary key; equal values count once
class Tag: Hashable, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
    var description: String { "#\(name)" }
}
var tags: Set<Tag> = [Tag("swift"), Tag("ios"), Tag("swift")]
print(tags.count)
print(tags.contains(Tag("ios")), tags.contains(Tag("mac")))
tags.insert(Tag("ios"))
print(tags.count)
let removed = tags.remove(Tag("ios"))
print(removed as Any, tags.count)
print(tags)
var counts: [Tag: Int] = [:]
counts[Tag("swift"), default: 0] += 1
counts[Tag("swift"), default: 0] += 1
print(counts)
