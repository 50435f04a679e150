// flatMap flattens whatever sequence its closure returns: Sets, Strings, ranges, dictionaries, reversed views.
let words = ["ab", "cde"]
print(words.flatMap { $0 }, words.flatMap { Set([$0.count]) }, [[1, 2], [3]].flatMap { $0 }, [1, 2].flatMap { 0..<$0 })
let d = [["a": 1], ["b": 2]]
print(d.flatMap { $0 }.map(\.key), [3, 1].flatMap { Array(repeating: $0, count: $0) }, words.flatMap { $0.reversed() })
struct Note { let title: String; var tags: Set<String> }
let notes = [Note(title: "a", tags: ["work"]), Note(title: "b", tags: ["home", "work"])]
let counts = notes.flatMap(\.tags).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
