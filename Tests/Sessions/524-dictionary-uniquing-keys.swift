// Dictionary(_:uniquingKeysWith:) combines the values of repeated keys: counting words.
let words = ["to", "be", "or", "not", "to", "be"]
let counts = Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
print(counts["to"]!, counts["not"]!, counts.count)
let longest = Dictionary(words.map { ($0.first!, $0) }) { first, second in second.count > first.count ? second : first }
print(longest["n"]!, longest["t"]!, longest.keys.sorted())
let latest = Dictionary([("a", 1), ("a", 2)], uniquingKeysWith: { _, new in new })
print(latest)
