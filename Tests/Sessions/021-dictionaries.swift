// Dictionaries: subscripts return optionals; nil removes. Only single-key dictionaries print whole.
var scores = sample.scores
print(scores)
print(scores["Olivier"] as Any, scores["Ada"] as Any)
scores["Ada"] = 7
print(scores.count, scores["Ada"]!)
scores["Olivier"] = nil
print(scores)
scores["Ada"]! += 1
print(scores["Ada"] ?? 0)
let empty: [String: Int] = [:]
print(empty, empty.isEmpty, empty.count)
let ages = ["Ada": 36, "Grace": 85, "Linus": 54]
print(ages.count, ages["Grace"] as Any, ages["Bob"] ?? -1)
let byId: [Int: String] = [1: "one"]
print(byId, byId[1] as Any)
let nested: [String: [Int]] = ["odd": [1, 3]]
print(nested, nested["odd"]![1])
