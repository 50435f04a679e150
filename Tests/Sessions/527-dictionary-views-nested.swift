// Dictionary keys and values views, sorting by value, and nested dictionaries
var scores: [String: [Int]] = ["ann": [90, 80], "bob": [70], "cy": []]
scores["bob"]?.append(85)
scores["dee"] = [60]
scores["cy"] = nil
print(scores.count, scores.keys.sorted(), scores.values.map(\.count).sorted())
let best = scores.mapValues { $0.max() ?? 0 }.sorted { $0.value > $1.value }.first!
print(best.key, best.value)
var nested: [String: [String: Int]] = [:]
nested["fruit", default: [:]]["apple"] = 3
nested["fruit", default: [:]]["pear", default: 0] += 2
nested["veg"] = ["kale": 1]
print(nested["fruit"]!.sorted(by: <), nested["veg"] ?? [:], nested["none"]?["x"] as Any)
let flipped = Dictionary(uniqueKeysWithValues: ["a": 1, "b": 2].map { ($1, $0) })
print(flipped[1]!, flipped[2]!, flipped[3] as Any)
let merged = ["a": 1].merging(["a": 10, "b": 2]) { old, new in old + new }
print(merged.sorted { $0.key < $1.key })
if let removed = scores.removeValue(forKey: "ann") { print("removed", removed) }
print(scores.keys.contains("ann"), scores.isEmpty, scores.first { $0.key == "dee" }?.value ?? [])
let counts = "mississippi".reduce(into: [:]) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
