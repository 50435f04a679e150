// Views combined: enumerated().reversed(), reversed().enumerated(), a stride reversed into an array, zip over a view.
let xs = [3, 1, 2]
for (i, x) in xs.enumerated().reversed() {
    print(i, x)
}
print(xs.enumerated().reversed())
print(xs.reversed().enumerated().map { "\($0.offset)\($0.element)" })
print(stride(from: 0, to: 4, by: 2).reversed(), Array(stride(from: 1, through: 3, by: 1).reversed()))
print(zip(xs.reversed(), xs).map { $0 * $1 })
print(xs.reversed().sorted(), xs.reversed().contains(1), xs.reversed().count, xs.reversed().isEmpty)
print("abc".reversed().map { $0.uppercased() }.joined(), String("abc".reversed()).count)
print(Set(xs.reversed()).count, xs.enumerated().filter { $0.offset > 0 }.count)
