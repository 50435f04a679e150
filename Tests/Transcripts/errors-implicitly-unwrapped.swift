// arguments: --keep-going
// `T!` is supported for local and top-level variables; elsewhere (a stored property, a
// parameter, a result) it is refused by name. A nil one traps when read as its value.
final class Controller { var label: String! }
func greet(_ name: String!) -> String { "hi" }
var count: Int! = nil
print(count == nil)
print(count + 1)
print("still running")
