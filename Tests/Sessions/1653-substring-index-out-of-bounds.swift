// A Substring's own indices are valid in it, its base's start before it is not: Swift traps
let line = "key=value"
let value = line.suffix(from: line.index(after: line.firstIndex(of: "=")!))
print(value, value[value.startIndex], line[value.startIndex])
print(value[value.index(before: value.endIndex)])
print(value[line.startIndex])
