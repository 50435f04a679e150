// prefix, suffix, dropFirst and dropLast print like arrays.
let xs = [1, 2, 3, 4, 5]
print(xs.prefix(2), xs.suffix(2), xs.prefix(10), xs.suffix(0))
print(xs.dropFirst(), xs.dropLast(), xs.dropFirst(3), xs.dropLast(9))
print(Array(xs.prefix(3)), Array(xs.dropFirst(2)).count)
print(sample.todos.prefix(2).map(\.title))
for x in xs.dropFirst(3) {
    print("rest", x)
}
