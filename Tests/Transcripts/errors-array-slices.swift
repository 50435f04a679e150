// arguments: --keep-going
// An ArraySlice keeps its base array's indices (swiftc's traps), and it is not an array
// where one is expected.
let xs = [3, 1, 4, 1, 5]
let rest = xs.dropFirst(2)
let copy: [Int] = rest
print(rest[2], rest[4])
print(rest[0])
print(rest[1...3])
print(rest[3...9])
print(rest["a"])
