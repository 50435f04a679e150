// scratch
protocol Describable { var describe: String { get } }
extension Describable { var loud: String { describe.uppercased() + "!" } }
extension Int: Describable { var describe: String { "int \(self)" } }
extension String: Describable { var describe: String { "string \(self)" } }
extension Double: Describable { var describe: String { "double \(self)" } }
extension Array: Describable where Element: Describable {
    var describe: String { "[" + map { $0.describe }.joined(separator: ", ") + "]" }
}
print(5.describe, "x".loud)
let items: [any Describable] = [1, "a", 2.5]
for i in items { print(i.describe, i.loud) }
func show<T: Describable>(_ x: T) { print("show", x.describe, x.loud) }
show(3); show("q"); show([1, 2])
print([1, 2, 3].describe)
let anyValue: Any = 4
print(anyValue is Describable, (anyValue as? Describable)?.describe ?? "none")
let b: Any = true
print(b is Describable)
print((items[1] as! any Describable).describe)
func make() -> some Describable { 42 }
print(make().describe)
let nested: [any Describable] = [[1, 2], 7]
print(nested.map(\.describe))
