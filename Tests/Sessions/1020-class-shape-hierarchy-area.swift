// A Shape base class with overridden area() and name in Circle, Square and Rectangle subclasses
class Shape {
    var name: String { "shape" }
    func area() -> Double { 0 }
    func describe() -> String { "\(name): \(area())" }
}
class Circle: Shape {
    let radius: Double
    init(radius: Double) { self.radius = radius }
    override var name: String { "circle" }
    override func area() -> Double { Double.pi * radius * radius }
}
class Rectangle: Shape {
    let width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    override var name: String { "rectangle" }
    override func area() -> Double { width * height }
}
class Square: Rectangle {
    init(side: Double) { super.init(width: side, height: side) }
    override var name: String { "square" }
}
let shapes: [Shape] = [Circle(radius: 2), Rectangle(width: 2, height: 5), Square(side: 3), Shape()]
for shape in shapes {
    print(shape.describe())
}
let total = shapes.reduce(0) { $0 + $1.area() }
print("total", total)
let sorted = shapes.sorted { $0.area() > $1.area() }
print(sorted.map { $0.name })
