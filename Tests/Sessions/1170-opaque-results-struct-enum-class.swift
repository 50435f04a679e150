// `some P` results of a struct, an enum and a class: the body's concrete type, printed and named by type(of:).
protocol Shape {
    var area: Double { get }
    func describe() -> String
}
struct Square: Shape {
    var side: Double
    var area: Double { side * side }
    func describe() -> String { "square of side \(side)" }
}
enum Marker: Shape {
    case dot, cross
    var area: Double { self == .dot ? 0.5 : 1 }
    func describe() -> String { "marker \(self)" }
}
final class Blob: Shape {
    var size = 2.0
    var area: Double { size * 3 }
    func describe() -> String { "blob of \(size)" }
}
func square() -> some Shape { Square(side: 3) }
func marker() -> some Shape { Marker.cross }
func blob() -> some Shape { Blob() }
let s = square()
print(s.area, s.describe())
print(s)
print(type(of: s), type(of: marker()), type(of: blob()))
print(marker().area, marker().describe(), marker())
let b = blob()
print(b.area, b.describe(), b)
var again = square()
again = square()
print(again.area + s.area)
