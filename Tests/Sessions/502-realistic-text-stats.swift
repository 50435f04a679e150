// Word statistics over a text: split, count, rank, and character classes.
let text = "the cat and the hat and the bat sat"
let words = text.split(separator: " ").map { String($0) }
let counts = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
for (rank, entry) in ranked.prefix(3).enumerated() {
    print(rank + 1, entry.key, entry.value)
}
let unique = Set(words)
print(unique.count, unique.filter { $0.hasSuffix("at") }.sorted())
let letters = text.filter { $0.isLetter }
print(letters.count, Set(letters).count, letters.first!, letters.last!)
let longest = words.max { $0.count < $1.count }!
print(longest, words.firstIndex(of: "hat")!, words.lastIndex(of: "the")!)
let initials = words.compactMap { $0.first }.map { String($0).uppercased() }
print(initials.joined())
let histogram = Dictionary(grouping: words, by: { $0.count }).mapValues { $0.count }
for length in histogram.keys.sorted() {
    print(length, String(repeating: "*", count: histogram[length]!))
}
