// Overriding a computed property, and adding a didSet observer to an inherited stored property
class Shape {
    var sides = 0
    var name: String { "shape" }
    var summary: String { "\(name) with \(sides) sides" }
}
class Triangle: Shape {
    override var name: String { "triangle" }
    override init() {
        super.init()
        sides = 3
    }
}
class Polygon: Shape {
    override var sides: Int {
        didSet { print("sides \(oldValue) -> \(sides)") }
    }
    override var name: String {
        sides > 4 ? "polygon" : super.name
    }
}
let t = Triangle()
print(t.name, t.summary)
let p = Polygon()
print(p.summary)
p.sides = 6
print(p.summary)
let s: Shape = p
s.sides = 4
print(s.summary)
