// A small Collection helper library (safe subscript, chunks, pairs, frequencies) used on arrays, strings and the session's own collection
extension Collection {
    subscript(safe position: Index) -> Element? {
        indices.contains(position) ? self[position] : nil
    }
    func chunked(into size: Int) -> [[Element]] {
        var chunks: [[Element]] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            chunks.append(Array(self[start..<end]))
            start = end
        }
        return chunks
    }
    func adjacentPairs() -> [(Element, Element)] {
        Array(zip(self, dropFirst()))
    }
}
extension Sequence where Element: Hashable {
    func frequencies() -> [Element: Int] {
        var counts: [Element: Int] = [:]
        for element in self { counts[element, default: 0] += 1 }
        return counts
    }
}
extension Collection where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}

struct Playlist: Collection {
    var songs: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { songs.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> String { songs[position] }
}
struct Scores: RandomAccessCollection {
    var values: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    subscript(position: Int) -> Int { values[position] }
}

let playlist = Playlist(songs: ["Intro", "Blue", "Gold", "Blue", "Outro"])
print(playlist[safe: 1] as Any, playlist[safe: 9] as Any)
print([10, 20][safe: 0] as Any, [10, 20][safe: -1] as Any)
print(playlist.chunked(into: 2))
print([1, 2, 3, 4, 5, 6, 7].chunked(into: 3), "swift".chunked(into: 2))
for (a, b) in playlist.adjacentPairs() where a == "Blue" { print(a, "->", b) }
print([3, 5, 9].adjacentPairs().map { $1 - $0 })
let counts = playlist.frequencies()
print(counts["Blue"] ?? 0, counts["Gold"] ?? 0, counts["Jazz"] ?? 0)
print("banana".frequencies()["a"] ?? 0)

let scores = Scores(values: [70, 85, 90, 65])
print(scores.total(), [1.5, 2.5].total(), scores[safe: 3] as Any, scores[safe: 4] as Any)
print(scores.chunked(into: 3), scores.adjacentPairs().count)
print(scores.sorted(by: >), scores.max() as Any, scores.firstIndex(of: 90) as Any)
print(scores.frequencies()[85] ?? 0, scores.indices, scores.last as Any)
