// String literal escapes print raw at top level and escaped inside collections or with debugPrint.
let quoted = "She said \"hi\""
let path = "C:\\Users\\olivier"
let lines = "one\ntwo"
let tabbed = "a\tb"
print(quoted)
print(path)
print(lines)
print(tabbed)
print([quoted, path, lines, tabbed])
debugPrint(quoted)
debugPrint(lines)
print("\u{1F34C}\u{1F34C}", "caf\u{E9}")
print(["\u{1F34C}"], "\u{1F34C}".count)
print("", [""], "''")
