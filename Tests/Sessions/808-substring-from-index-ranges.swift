// Slicing a String with index ranges gives a Substring: printed as text, made a String with String(_:)
let line = "name=Ada Lovelace"
let equals = line.firstIndex(of: "=")!
let key = line[..<equals]
let value = line[line.index(after: equals)...]
print(key, value)
print(type(of: key))
print([key, value])
debugPrint(value)
let name: String = String(value)
print(name.count, value.count, value.uppercased())
print(key == "name", value < "Bob", key == line)
let start = line.startIndex
print(line[start..<line.index(start, offsetBy: 4)])
print(line[line.index(start, offsetBy: 5)...line.index(start, offsetBy: 7)])
for c in key { print(c, terminator: "-") }
print()
let range = line.index(after: equals)..<line.endIndex
print(type(of: range))
print(line[range].split(separator: " "))
let padded: Substring = "as is"
print(padded, Array(key))
