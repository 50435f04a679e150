// String's prefix(while:), drop(while:) and starts(with:)
let line = "  42 apples, 7 pears"
let trimmed = String(line.drop(while: { $0 == " " }))
let number = trimmed.prefix(while: { $0.isNumber })
let rest = trimmed.drop(while: { $0.isNumber || $0 == " " })
print(number, Int(number)! + 1, rest)
print(trimmed.starts(with: "42"), trimmed.starts(with: ""), "ab".starts(with: "abc"))
let words = ["swiftly", "Swift", "sweet"]
print(words.filter { $0.starts(with: "sw") }, words.map { $0.prefix(while: { $0 != "e" }) })
print("".prefix(while: { _ in true }).isEmpty, "xyz".drop(while: { _ in true }).count)
