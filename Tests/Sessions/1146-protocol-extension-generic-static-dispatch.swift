// In a generic function, a method only a protocol extension declares is the extension's
protocol Shape {
    var sides: Int { get }
}
extension Shape {
    func label() -> String { "shape with \(sides) sides" }
    func shout() -> String { label().uppercased() }
}
struct Triangle: Shape {
    var sides: Int { 3 }
    func label() -> String { "triangle" }
}
struct Square: Shape {
    var sides: Int { 4 }
}
func describe<S: Shape>(_ shape: S) -> String {
    shape.label()
}
func describeAll<S>(_ shapes: [S]) -> [String] where S: Shape {
    shapes.map { $0.label() }
}
let t = Triangle()
print(t.label(), "|", describe(t), "|", describe(Square()))
print(describeAll([t, t]), describeAll([Square()]))
print(t.shout(), Square().shout())
let any: Shape = t
print(any.label())
