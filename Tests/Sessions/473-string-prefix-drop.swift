// prefix, suffix, dropFirst and dropLast of a String print as text.
let title = "Wire the bindings"
print(title.prefix(4), title.suffix(8), title.prefix(100))
print(title.dropFirst(5), title.dropLast(9), title.dropFirst(), "x".dropLast())
print(title.hasPrefix("Wire"), title.hasSuffix("things"))
print(String(title.prefix(1)) + String(title.dropFirst().lowercased()))
