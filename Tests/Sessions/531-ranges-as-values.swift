// Ranges as values: printing, containment, pattern matching, clamping and overlaps
let r = 0..<5
let c = 1...3
print(r, c, r.count, c.upperBound, r.isEmpty, (5..<5).isEmpty)
print([0..<2, 3..<5], [c], (r, c))
print((0..<3).reversed(), Array((0..<3).reversed()))
debugPrint(r, c)
print(r.contains(4), c ~= 2, (1.0...2.0).contains(1.5), ("a"..."f").contains("c"))
print(r.clamped(to: 2..<10), c.overlaps(3...9), r.overlaps(5..<7))
switch 42 {
case ..<0: print("negative")
case 0..<10: print("small")
case 10...: print("large")
default: print("impossible")
}
let ranges = [(0..<10), (5..<15)].map { $0.count }
print(ranges, (0..<10).map { $0 * $0 }.filter { $0 % 2 == 0 })
print(Array(stride(from: 10, through: 0, by: -3)), (1...4).reduce(1, *))
let temperatures = [-5, 3, 12, 25, 31]
print(temperatures.map { t -> String in
    switch t {
    case ..<0: "freezing"
    case 0..<15: "cold"
    case 15..<30: "warm"
    default: "hot"
    }
})
