// Existentials spelled with any: a variable and an array whose concrete types differ
protocol Shape {
    var name: String { get }
    func area() -> Double
}
struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { 3 * radius * radius }
}
struct Triangle: Shape {
    var base: Double
    var height: Double
    var name: String { "triangle" }
    func area() -> Double { base * height / 2 }
}
var s: any Shape = Circle(radius: 2)
print(s.name, s.area())
s = Triangle(base: 4, height: 5)
print(s.name, s.area())
var shapes: [any Shape] = [Circle(radius: 1), s]
shapes.append(Circle(radius: 0.5))
print(shapes.count, shapes.map(\.name))
let biggest = shapes.max { $0.area() < $1.area() }!
print(biggest.name, biggest.area())
print(type(of: shapes[0]), type(of: shapes[1]))
