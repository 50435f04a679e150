// A refined protocol adopted by Int: both protocols' requirements, dispatch through either
protocol Describable {
    var describe: String { get }
}
protocol Labeled: Describable {
    func label(prefix: String) -> String
}
extension Labeled {
    func label(prefix: String) -> String { prefix + ": " + describe }
}
extension Int: Labeled {
    var describe: String { "int \(self)" }
}
let x: any Labeled = 3
let y: any Describable = 4
print(x.label(prefix: "x"), x.describe, y.describe)
print(y is Labeled, (y as? Labeled)?.label(prefix: "y") ?? "none")
func both<T: Labeled>(_ t: T) -> String { t.label(prefix: t.describe) }
print(both(10))
