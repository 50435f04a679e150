// Dictionary(uniqueKeysWithValues:) with a repeated key traps.
let ok = Dictionary(uniqueKeysWithValues: [("a", 1)])
print(ok)
let words = ["to", "be", "or", "not", "to", "be"]
let counts = Dictionary(uniqueKeysWithValues: words.map { ($0, 1) })
print(counts.count)
