// One-sided ranges slice arrays: a[2...], a[..<2], a[...1], empty at the ends
let xs = [10, 20, 30, 40, 50]
print(xs[2...], xs[..<2], xs[...1], xs[5...], xs[..<0])
let n = 3
print(xs[n...].reduce(0, +), Array(xs[1...]).count, xs[..<n].map { $0 / 10 })
var names = ["a", "b", "c"]
print(names[1...].joined(separator: "+"))
