// Ranges: ..< excludes the upper bound, ... includes it; they print as written.
let upTo = 0..<3
let through = 1...3
print(upTo, through)
print([0..<2, 5..<7])
print(upTo.count, through.count, upTo.contains(3), through.contains(3))
for i in upTo {
    print("half-open", i)
}
for i in through {
    print("closed", i)
}
let n = 4
for i in 1..<n - 1 {
    print("precedence", i)
}
print(type(of: upTo), type(of: through))
print((0..<0).isEmpty, (2...2).isEmpty)
