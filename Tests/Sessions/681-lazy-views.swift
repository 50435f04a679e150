// lazy views: chained work, first match, and printing
let xs = [4, 8, 15, 16, 23, 42]
let lazyXs = xs.lazy
print(lazyXs)
print(type(of: lazyXs))
print(xs.lazy.filter { $0 % 2 == 1 }.map { $0 * 10 }.first ?? 0)
print(Array(xs.lazy.map { $0 + 1 }))
for x in xs.lazy where x > 20 { print(x) }
print(xs.lazy.reversed().first!, xs.lazy.count, xs.lazy.contains(15))
print(xs.lazy.compactMap { $0 > 10 ? String($0) : nil }.joined(separator: ","))
