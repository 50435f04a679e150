// arguments: --keep-going
// `T!` is supported for variables, stored properties, parameters and results; elsewhere
// (a tuple's element) it is refused by name. A nil one traps when read as its value.
struct Point { var x: Int!; var y: Int }
func greet(_ name: String!) -> String { "hi " + name }
func make() -> Int! { 1 }
var pair: (Int!, Int) = (1, 2)
var count: Int! = nil
print(count == nil, greet("ada"), make() + 1)
print(count + 1)
print("still running")
