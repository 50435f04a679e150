// arguments: --keep-going --no-sample
// Mistakes in conformances of built-in types, in swiftc's words (recorded from swiftc 6 on this machine).
protocol Describable { var describe: String { get } }
protocol Tagged: AnyObject { var tag: Int { get } }
extension Int: Describable {}
extension String: Describable { var describe: String { self } }
extension String: Describable { var other: Int { 1 } }
extension Double: Tagged { var tag: Int { 1 } }
func show<T: Describable>(_ x: T) -> String { x.describe }
print(show("ok"))
print(show(true))
print(5.describe)
