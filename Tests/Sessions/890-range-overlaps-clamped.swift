// Ranges as intervals: overlaps(_:) across both kinds of range, and clamped(to:)
let booked = 10...12
print(booked.overlaps(12...14), booked.overlaps(13...15), booked.overlaps(8..<10), booked.overlaps(8..<11))
let halfOpen = 0..<5
print(halfOpen.overlaps(5..<9), halfOpen.overlaps(4..<9), halfOpen.overlaps(3...3), halfOpen.overlaps(0..<0))
print((1...10).clamped(to: 3...7), (1...4).clamped(to: 6...9), (0..<100).clamped(to: 20..<30), (5..<8).clamped(to: 0..<6))
let window = (-3...20).clamped(to: 0...10)
print(window.lowerBound, window.upperBound, window.count)
