// A built-in type conforming to a protocol with a property and a default from its extension
protocol Describable {
    var describe: String { get }
}
extension Describable {
    var boxed: String { "<" + describe + ">" }
    func twice() -> String { describe + " " + describe }
}
extension Int: Describable {
    var describe: String { "int \(self)" }
}
extension Bool: Describable {
    var describe: String { self ? "yes" : "no" }
}
print(5.describe, 5.boxed, true.twice())
let values: [any Describable] = [1, false, 3]
print(values.map { $0.boxed })
for v in values where v is Int { print(v.twice()) }
