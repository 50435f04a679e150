// Ranges are sequences too: reduce, forEach, allSatisfy, first(where:), reversed.
print((1...10).reduce(0, +), (1..<5).reduce(1, *))
(1...3).forEach { print("tick", $0) }
print((2...9).allSatisfy { $0 > 1 }, (1...20).first { $0 % 7 == 0 }!, (0..<10).count { $0.isMultiple(of: 3) })
print(Array((1...4).reversed()), (3..<6).contains { $0 == 5 })
print((1...5).compactMap { $0 % 2 == 0 ? $0 * 10 : nil }, (0..<3).max()!)
for (i, n) in (10...12).enumerated() {
    print(i, n)
}
