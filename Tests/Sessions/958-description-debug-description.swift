// description and debugDescription of the standard library's values
let name = "Zoë \"Z\""
print(name.description, name.debugDescription, name.description.count, name.debugDescription.count)
print(3.description, 2.50.description, 2.5.debugDescription, true.description)
print([1, 2].description, ["a", "b"].debugDescription, ["k": "v"].description, Set(["s"]).debugDescription)
print((1..<3).description, (1...3).debugDescription, ["x"].description == "[\"x\"]")
let lines = ["one", "two"].map(\.debugDescription)
print(lines, lines.joined(separator: " "), ["k": "v"].debugDescription, Set([2]).description)
