// A half-open range's slices are ranges: indices.dropFirst(), prefix, suffix, dropLast, first and last.
let readings = [21.5, 22.0, 23.4, 25.1, 24.8, 22.2]
let rising = readings.indices.dropFirst().filter { readings[$0] > readings[$0 - 1] }
print(rising, readings.indices.dropFirst(), readings.indices.dropLast(2), type(of: readings.indices.dropFirst()))
let r = 3..<10
print(r.prefix(2), r.suffix(3), r.dropFirst(4), r.dropLast(), r.prefix(100), r.dropFirst(20), r.first ?? -1, r.last ?? -1)
print((0..<0).first as Any, (5..<6).last as Any, (1...4).first ?? 0, (1...4).last ?? 0)
for i in readings.indices.dropLast() where readings[i + 1] < readings[i] { print("drop after", i) }
print(Array(r.dropFirst(2).prefix(3)), r.suffix(2).map { $0 * 10 })
