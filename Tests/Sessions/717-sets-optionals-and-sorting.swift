// Sets, optional map and flatMap, and case-insensitive sorting
let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted(), a.isSuperset(of: [1, 2]))
var tags = Set<String>()
tags.insert("swift"); tags.insert("ios"); tags.insert("swift")
print(tags.count, tags.contains("ios"), tags.sorted())
let maybe: Int? = 4
print(maybe.map { $0 * 2 } as Any, maybe.flatMap { $0 > 3 ? "big" : nil } ?? "small")
let words = ["apple", "Banana", "cherry"]
print(words.sorted { $0.lowercased() < $1.lowercased() }, words.map { $0.count }.max()!)
let counts = words.reduce(into: [Int: Int]()) { $0[$1.count, default: 0] += 1 }
print(counts[6] ?? 0, counts[5] ?? 0)
