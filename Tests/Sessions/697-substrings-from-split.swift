// Substrings from split, prefix and slicing, annotated and converted
let csv = "name,age,city"
let fields: [Substring] = csv.split(separator: ",")
let first: Substring = fields[0]
print(first, fields.count, String(first).count)
func describe(_ s: Substring) -> String { "<\(s)>" }
print(fields.map(describe))
let head: Substring = csv.prefix(4)
print(head.uppercased(), head == "name", type(of: head))
let parts = csv.split(separator: ",").map(String.init)
print(parts, type(of: parts))
var names: [String] = []
for field in csv.split(separator: ",") { names.append(String(field)) }
print(names.joined(separator: "|"))
let dict = Dictionary(uniqueKeysWithValues: zip(fields.map(String.init), [1, 2, 3]))
print(dict.keys.sorted())
print(csv.split(separator: ",").first.map(String.init) ?? "")
let word = csv.split(separator: ",")[1]
print(word, word.count, word.hasPrefix("a"), Int(word) as Any)
