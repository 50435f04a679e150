// a[1...2], prefix, suffix and dropFirst give an ArraySlice: printed like an array, named ArraySlice
let scores = [72, 95, 88, 61, 99]
let middle = scores[1...3]
let top = scores.sorted(by: >).prefix(2)
print(middle, top, scores.dropFirst(3), scores.suffix(1))
print(type(of: middle), type(of: scores[2...]), type(of: scores.dropLast()))
print([middle])
debugPrint(top)
print(Array(middle), type(of: Array(middle)))
print(middle.count, middle.first as Any, middle.max() as Any, middle.reduce(0, +))
print(middle.map { $0 / 10 }, type(of: middle.map { $0 }))
print(top == [99, 95], middle.contains(61), middle.sorted())
for score in scores.dropFirst(3) { print("late", score) }
print(type(of: middle.reversed()))
let names = ["Ada", "Bo", "Cy"]
print(names.dropFirst().joined(separator: ", "))
