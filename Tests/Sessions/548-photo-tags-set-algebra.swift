// Tag filtering with Set algebra
struct Photo: Identifiable {
    let id: Int
    var tags: Set<String>
    var favorite = false
}

let photos = [
    Photo(id: 1, tags: ["beach", "sunset", "family"]),
    Photo(id: 2, tags: ["city", "night"], favorite: true),
    Photo(id: 3, tags: ["beach", "dog"]),
    Photo(id: 4, tags: ["family", "dog", "park"], favorite: true),
]

func matching(all required: Set<String>, none excluded: Set<String> = []) -> [Int] {
    photos.filter { required.isSubset(of: $0.tags) && $0.tags.isDisjoint(with: excluded) }.map(\.id)
}
print(matching(all: ["beach"]), matching(all: ["dog"], none: ["park"]), matching(all: []))

let allTags = photos.reduce(into: Set<String>()) { $0.formUnion($1.tags) }
print(allTags.sorted(), allTags.count)
let favoriteTags = photos.filter(\.favorite).map(\.tags).reduce(Set<String>()) { $0.union($1) }
let common = photos[0].tags.intersection(photos[3].tags)
print(favoriteTags.sorted(), common)
print(photos[0].tags.subtracting(photos[2].tags).sorted(), photos[0].tags.symmetricDifference(photos[2].tags).sorted())
var selected: Set<Int> = [1, 3]
selected.insert(4)
selected.remove(1)
if selected.contains(3) { selected.remove(3) } else { selected.insert(3) }
print(selected, selected.isEmpty, selected.first!)
let tagCounts = photos.flatMap(\.tags).reduce(into: [:]) { (counts: inout [String: Int], tag) in counts[tag, default: 0] += 1 }
print(tagCounts.filter { $0.value > 1 }.map(\.key).sorted())
var recent: Set = ["a", "b"]
print(type(of: recent), recent.isSuperset(of: ["a"]), recent.isStrictSubset(of: ["a", "b", "c"]))
recent.subtract(["a"])
print(recent)
