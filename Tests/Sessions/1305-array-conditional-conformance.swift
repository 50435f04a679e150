// Array conforms to a protocol when its elements do: conditional conformance in an extension
protocol Describable {
    var describe: String { get }
}
extension Int: Describable {
    var describe: String { "#\(self)" }
}
extension String: Describable {
    var describe: String { "'\(self)'" }
}
extension Array: Describable where Element: Describable {
    var describe: String { "[" + map { $0.describe }.joined(separator: " ") + "]" }
}
print([1, 2].describe, ["a", "b"].describe)
print([[1], [2, 3]].describe)
func show<T: Describable>(_ x: T) -> String { "show " + x.describe }
print(show([4, 5]), show(6))
let mixed: [any Describable] = [7, [8, 9], ["x"]]
for m in mixed { print(m.describe) }
