// dump of scalars and optionals: one line each, `▿` where there are parts below.
dump(42)
dump("text")
dump(2.5)
dump(true)
dump(Character("c"))
let some: Int? = 7
let none: String? = nil
dump(some)
dump(none)
let nested: Int?? = 3
dump(nested)
let returned = dump(10) + 1
print(returned)
