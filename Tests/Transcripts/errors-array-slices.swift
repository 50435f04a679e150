// arguments: --keep-going
// An ArraySlice keeps its base array's indices, which bindscope does not model: indexing a
// slice is named as unsupported; a slice is not an array where one is expected (swiftc's words).
let xs = [3, 1, 4, 1, 5]
let rest = xs.dropFirst(2)
print(rest[2])
print(rest.startIndex, rest.indices)
print(rest.firstIndex(of: 1) as Any)
let copy: [Int] = rest
print(Array(rest)[0])
