// A Shape protocol with area and perimeter, a default description in an extension, [Shape] and sorting by area
import Foundation
protocol Shape {
    var name: String { get }
    func area() -> Double
}
extension Shape {
    var name: String { "shape" }
    func describe() -> String {
        return "\(name) with area \(String(format: "%.2f", area()))"
    }
}
struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { Double.pi * radius * radius }
}
struct Rectangle: Shape {
    var width: Double, height: Double
    func area() -> Double { width * height }
}
struct Square: Shape {
    var side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}
let shapes: [Shape] = [Circle(radius: 1), Rectangle(width: 2, height: 3), Square(side: 1.5)]
for s in shapes {
    print(s.describe())
}
let total = shapes.reduce(0) { $0 + $1.area() }
print(String(format: "%.3f", total))
let sorted = shapes.sorted { $0.area() < $1.area() }
print(sorted.map { $0.name })
print(shapes.map(\.name))
if let biggest = shapes.max(by: { $0.area() < $1.area() }) { print(biggest.name) }
