// A String is a sequence of Characters: map, filter, contains(where:), reduce, sorted.
let code = "a1b2c3"
print(code.filter { $0.isNumber }, code.filter { $0.isLetter }.uppercased())
print(code.map { $0.isLetter ? "L" : "D" })
print(code.contains { $0 == "2" }, code.allSatisfy { $0.isASCII }, code.count { $0.isLetter })
print(code.compactMap { $0.wholeNumberValue }.reduce(0, +))
print(String("banana".sorted()), "banana".sorted().first!)
print("hello".first(where: { $0 > "h" }) as Any, "hello".max()!)
