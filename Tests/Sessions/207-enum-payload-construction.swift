// Enum cases with associated values, built with their labels
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case polygon(Int)
    case empty
}
let c = Shape.circle(radius: 2)
let r: Shape = .rectangle(width: 3, height: 4.5)
let p = Shape.polygon(6)
print(c)
print(r)
print(p, Shape.empty)
debugPrint(c)
print([c, r, p, .empty])
let maybe: Shape? = .polygon(3)
print(maybe as Any)
