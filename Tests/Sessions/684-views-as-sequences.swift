// Views passed where sequences are expected
let xs = [5, 3, 8, 1, 9]
let slice = xs.dropFirst(2)
let rev = xs.reversed()
let pairs = zip(xs, xs.dropFirst())
print(Array(slice), Set(slice).sorted(), slice.sorted(), slice.map { $0 * 2 })
print(Array(rev), rev.first!, Array(rev.prefix(2)), rev.contains(8))
print(Array(pairs).count, pairs.map { $0 + $1 }, Dictionary(uniqueKeysWithValues: pairs).count)
print(Array(xs.indices), xs.indices.map { xs[$0] }, Array(xs.enumerated()).last!)
print([Int](slice), Array(xs[1...3]), Array(xs[1...3].reversed()))
print(slice.reduce(0, +), slice.max()!, slice.firstIndex(of: 1)!, slice.count)
print(String(describing: Array("hello".reversed())), "hello".reversed().map { String($0) }.joined())
var total = 0
for (a, b) in pairs { total += a * b }
for x in slice.reversed() { total += x }
print(total)
print(Array(xs.dropLast(2).reversed()), xs.prefix(3).enumerated().map { $0.offset + $0.element })
print(Array(zip(slice, rev)), xs.suffix(2) + slice)
