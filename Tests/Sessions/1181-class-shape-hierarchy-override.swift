// A shape hierarchy: base class with overridable area and description, subclasses calling super.init
class Shape {
    var name: String
    init(name: String) { self.name = name }
    func area() -> Double { 0 }
    var description: String { "\(name) with area \(area())" }
}
class Rectangle: Shape {
    var width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        super.init(name: "Rectangle")
    }
    override func area() -> Double { width * height }
}
final class Square: Rectangle {
    init(side: Double) {
        super.init(width: side, height: side)
        name = "Square"
    }
}
class Circle: Shape {
    let radius: Double
    init(radius: Double) {
        self.radius = radius
        super.init(name: "Circle")
    }
    override func area() -> Double { 3.0 * radius * radius }
    override var description: String { "round " + super.description }
}
let shapes: [Shape] = [Rectangle(width: 2, height: 3), Square(side: 4), Circle(radius: 1)]
for s in shapes { print(s.description) }
let total = shapes.reduce(0) { $0 + $1.area() }
print(total)
print(shapes.filter { $0 is Rectangle }.count)
if let sq = shapes[1] as? Square { print(sq.width) }
