// Protocols with extensions over a shape list, a generic tree of class nodes, and a class hierarchy array joined at its superclass
protocol Shape {
    var name: String { get }
    func area() -> Double
}
extension Shape {
    func describe() -> String { "\(name) with area \(area())" }
}
struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { 3.14 * radius * radius }
}
struct Square: Shape {
    var side: Double
    let name = "square"
    func area() -> Double { side * side }
}
let shapes: [Shape] = [Circle(radius: 1), Square(side: 2)]
for shape in shapes { print(shape.describe()) }
let total = shapes.reduce(0) { $0 + $1.area() }
print(total)
let sorted = shapes.sorted { $0.area() < $1.area() }
print(sorted.map(\.name))
print(shapes.map { $0.name }.joined(separator: ", "))
if let c = shapes.first as? Circle { print(c.radius) }
print(shapes.contains { $0 is Square })
class Node<T> {
    var value: T
    var children: [Node<T>] = []
    init(_ value: T) { self.value = value }
    func add(_ child: Node<T>) { children.append(child) }
    var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}
let root = Node("root")
root.add(Node("a"))
root.add(Node("b"))
root.children[0].add(Node("c"))
print(root.count, root.children.map(\.value))
class Animal: CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    var description: String { "\(type(of: self))(\(name))" }
    func speak() -> String { "..." }
}
class Dog: Animal { override func speak() -> String { "Woof" } }
let animals = [Dog(name: "Rex"), Animal(name: "Thing")]
print(animals)
for a in animals { print(a, a.speak()) }
var dict: [String: Animal] = ["rex": Dog(name: "Rex")]
dict["rex"]?.speak()
print(dict["rex"]!.speak())
