// switch takes associated values apart
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case polygon(Int)
    case empty
}
let shapes: [Shape] = [.circle(radius: 1), .rectangle(width: 2, height: 3), .polygon(5), .empty]
for shape in shapes {
    switch shape {
    case .circle(let radius):
        print("circle", 3.0 * radius * radius)
    case let .rectangle(width, height):
        print("rectangle", width * height)
    case .polygon(let sides) where sides > 4:
        print("many sides", sides)
    case .polygon:
        print("few sides")
    case .empty:
        print("nothing")
    }
}
