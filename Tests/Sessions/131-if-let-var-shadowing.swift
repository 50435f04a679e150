// if let x = x shadows; if var allows local changes that do not affect the original.
let value: Int? = 4
if let value = value {
    print(value + 1)
}
if var value = value {
    value *= 10
    print(value)
}
print(value as Any)
var name: String? = "ada"
if var name = name {
    name = name.uppercased()
    print(name)
}
print(name!)
if let value, value > 3 {
    print("short form", value)
}
