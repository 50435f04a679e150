// joined() and joined(separator:) on nested arrays, read through Array and map
let nested = [[1, 2], [3], []]
print(Array(nested.joined()))
print(nested.flatMap { $0 })
print(nested.map { $0.count }.reduce(0, +))
let words = [["a", "b"], ["c"]]
print(words.joined().joined(separator: "-"))
print(nested.joined(separator: [0]).map { $0 })
