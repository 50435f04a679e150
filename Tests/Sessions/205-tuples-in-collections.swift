// Tuples in arrays, optionals and dictionaries
let pairs = [(1, "a"), (2, "b")]
print(pairs)
print(pairs.count, pairs[1].1)
let maybe: (Int, Int)? = (3, 4)
print(maybe as Any)
let table: [String: (Int, Int)] = ["a": (1, 2)]
print(table["a"]!.1)
print(table)
