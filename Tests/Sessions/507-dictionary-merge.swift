// merge and merging combine dictionaries; the closure decides for keys in both.
var totals = ["tea": 2, "cake": 1]
totals.merge(["cake": 3, "jam": 1]) { current, new in current + new }
print(totals["cake"]!, totals["jam"]!, totals.count)
let replaced = totals.merging(["tea": 0]) { $1 }
print(replaced["tea"]!, totals["tea"]!)
let kept = totals.merging(["tea": 9, "pie": 4], uniquingKeysWith: { old, _ in old })
print(kept["tea"]!, kept["pie"]!, kept.count)
print(["one": 1].description, [1, 2].description, (1..<3).description)
