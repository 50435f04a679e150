// mapValues and compactMapValues keep the keys (print entries, never the whole dictionary).
let prices = ["tea": 3, "cake": 5, "jam": 4]
let doubled = prices.mapValues { $0 * 2 }
print(doubled["tea"]!, doubled["cake"]!, doubled.count)
let labels = prices.mapValues { "$\($0)" }
print(labels["jam"]!, type(of: labels))
let raw = ["a": "1", "b": "x", "c": "3"]
let parsed = raw.compactMapValues { Int($0) }
print(parsed.count, parsed["a"] as Any, parsed["b"] as Any, parsed.keys.sorted())
print(sample.scores.mapValues { $0 >= 90 }.values.filter { $0 }.count)
