// arguments: --echo
// Found by the session fuzzer: a statement whose report showed an object's old value kept the
// object alive until the next statement, so its deinit printed after that statement's output.
// As in the compiled program, the deinit runs as a part of the statement that let it go.
class Connection {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("close \(name)") }
}
var connection: Connection? = Connection(name: "first")
connection = nil
print("after nil")
@State var held = [Connection(name: "second")]
held = []
print("after the State let go")
