// String members: count, isEmpty, uppercased, lowercased, hasPrefix, hasSuffix, contains, +.
let street = sample.person.address.street
print(street.count, street.isEmpty, "".isEmpty)
print(street.uppercased(), street.lowercased())
print(street.hasPrefix("Play"), street.hasSuffix("Street"), street.hasPrefix("play"))
print(street.contains("ground"), street.contains("Ground"))
let full = sample.person.name + " @ " + street
print(full)
var shout = sample.person.name.uppercased()
shout += "!"
print(shout, shout.count)
print("🍌🍌".count, "café".count)
print("a" + "b" == "ab", "abc" < "abd")
print(sample.todos.map { $0.title.lowercased() })
