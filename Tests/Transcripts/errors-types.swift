// arguments: --keep-going
// Type mismatches, in Swift's wording, each pointing at the offending expression.
var count = 0
count = "three"
let name: String = 42
let nothing: Int = nil
let mixed = count + 1.5
print(Person(name: "Ann"))
print(Person(nam: "Ann", address: sample.person.address))
let flag: Bool = count
count += "one"
if count { print("never") }
let unknown = nil
let empty = []
