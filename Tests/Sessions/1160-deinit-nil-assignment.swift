// deinit: setting the last reference to nil runs the class's deinit right then, before the next statement
class Session {
    let name: String
    init(name: String) {
        self.name = name
        print("open \(name)")
    }
    deinit { print("close \(name)") }
}
var session: Session? = Session(name: "first")
print("before nil")
session = nil
print("after nil")
var other: Session? = Session(name: "second")
let alias = other
other = nil
print("alias keeps it: \(alias!.name)")
