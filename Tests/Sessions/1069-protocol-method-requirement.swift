// Method requirements: each shape computes its own area and perimeter
protocol Shape {
    func area() -> Double
    func perimeter() -> Double
}
struct Rectangle: Shape {
    var width: Double
    var height: Double
    func area() -> Double { width * height }
    func perimeter() -> Double { 2 * (width + height) }
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    func perimeter() -> Double { 4 * side }
}
let shapes: [Shape] = [Rectangle(width: 3, height: 4), Square(side: 2.5)]
for shape in shapes {
    print(shape.area(), shape.perimeter())
}
var total = 0.0
for shape in shapes {
    total += shape.area()
}
print("total area", total)
print(shapes.map { $0.perimeter() }.max()!)
