// Conformance added in an extension: Equatable, CustomStringConvertible, Comparable and a session protocol
struct Temperature {
    var celsius: Double
}
extension Temperature: CustomStringConvertible {
    var description: String { "\(celsius)°C" }
}
extension Temperature: Comparable {
    static func < (lhs: Temperature, rhs: Temperature) -> Bool { lhs.celsius < rhs.celsius }
}
protocol Describable {
    func describe() -> String
}
extension Temperature: Describable {
    func describe() -> String { celsius > 25 ? "hot" : "mild" }
}
extension Int: Describable {
    func describe() -> String { "the number \(self)" }
}
extension String: Describable {
    func describe() -> String { "the text \"\(self)\"" }
}
let temps = [Temperature(celsius: 30), Temperature(celsius: 12.5)]
print(temps.sorted())
print(temps.max()!, temps[0] == Temperature(celsius: 30))
let things: [any Describable] = [temps[0], 7, "hi"]
for t in things { print(t.describe()) }
print(5.describe())
func report<T: Describable>(_ x: T) -> String { "[\(x.describe())]" }
print(report(temps[1]), report("x"))
