// stride(from:to:by:) excludes the end, stride(from:through:by:) may reach it; steps may be negative.
for i in stride(from: 0, to: 10, by: 3) {
    print(i, terminator: " ")
}
print()
print(Array(stride(from: 10, through: 0, by: -5)), Array(stride(from: 1, to: 1, by: 1)))
print(stride(from: 0.0, through: 1.0, by: 0.25).map { $0 * 2 })
print(Array(stride(from: 0, to: 1, by: 0.1)).count)
let evens = stride(from: 2, through: 8, by: 2).map { "#\($0)" }
print(evens.joined(separator: ","))
