// Opaque results and existential arrays with built-in conformers
protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
extension Double: Shape {
    func area() -> Double { self }
}
extension Int: Shape {
    func area() -> Double { Double(self) }
}
func unitShape() -> some Shape { 1.0 }
func makeShapes() -> [any Shape] { [Square(side: 2), 3.5, 4] }
print(unitShape().area())
let shapes = makeShapes()
print(shapes.map { $0.area() })
print(shapes.reduce(0) { $0 + $1.area() })
let biggest = shapes.max { $0.area() < $1.area() }!
print(biggest.area(), biggest is Square, biggest is Int)
