// arguments: --keep-going
// `T!` is supported for variables and stored properties; elsewhere (a parameter,
// a result) it is refused by name. A nil one traps when read as its value.
struct Point { var x: Int!; var y: Int }
func greet(_ name: String!) -> String { "hi" }
func make() -> Int! { 1 }
var count: Int! = nil
print(count == nil)
print(count + 1)
print("still running")
