// A slice keeps its base array's indices: startIndex, s[i], firstIndex, indices and sub-slices count in the base
let xs = [3, 1, 4, 1, 5, 9, 2]
let s = xs.dropFirst(2)
print(s, [s], s.startIndex, s.endIndex, s.indices)
print(s[2], s[4], s.firstIndex(of: 1) as Any, s.lastIndex(of: 9) as Any, s.firstIndex(where: { $0 > 4 }) as Any)
print(s[3...4], s[3...4].startIndex, s[5...], s[..<4])
let p = xs.prefix(3), t = xs.suffix(2)
print(p.startIndex, t.startIndex, t[6], xs[1..<4].startIndex, xs[2...].indices)
print(s.dropFirst().startIndex, s.prefix(2).startIndex, s.suffix(2).startIndex, s.dropLast(2).endIndex)
for i in s.indices { print(i, s[i], terminator: "; ") }
print()
print(s == [4, 1, 5, 9, 2], s.dropFirst() == xs.suffix(4), Array(s).startIndex)
print(s.enumerated().map { "\($0.offset):\($0.element)" })
print(s.map { $0 * 2 }, s.sorted(), s.reversed())
dump(s.prefix(2))
print(s[0])
