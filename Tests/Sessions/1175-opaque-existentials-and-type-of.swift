// Opaque results mixed with existentials: into `[any Shape]`, `Any`, string interpolation and type(of:).
protocol Shape {
    var area: Double { get }
}
struct Square: Shape {
    var side: Double
    var area: Double { side * side }
}
struct Triangle: Shape {
    var base: Double
    var height: Double
    var area: Double { base * height / 2 }
}
func square() -> some Shape { Square(side: 2) }
func triangle() -> some Shape { Triangle(base: 3, height: 4) }
let shapes: [any Shape] = [square(), triangle(), Square(side: 1)]
print(shapes.map(\.area), shapes.map { type(of: $0) })
let anything: Any = triangle()
print(anything, anything is Triangle, anything as? Square as Any)
print("made \(square()) and \(triangle())")
let existential: any Shape = square()
print(type(of: existential), existential.area)
debugPrint(square())
print(String(describing: triangle()), [square(), square()])
