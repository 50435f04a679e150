// An initializer passed as a function: map(String.init), compactMap(Int.init).
let numbers = [3, 14, 15]
print(numbers.map(String.init), numbers.map(String.init).joined(separator: "."))
let inputs = ["1", "x", "22"]
print(inputs.compactMap(Int.init), inputs.map(Int.init))
print(numbers.map(Double.init), [true, false].map(String.init))
print("abc".map(String.init), Set([7]).map(String.init))
