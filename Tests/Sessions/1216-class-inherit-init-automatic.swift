// Automatic initialiser inheritance: a subclass adding only defaulted properties inherits every init
class Point2D {
    var x: Double
    var y: Double
    init(x: Double, y: Double) { self.x = x; self.y = y }
    convenience init() { self.init(x: 0, y: 0) }
    func length() -> Double { (x * x + y * y).squareRoot() }
}
class NamedPoint: Point2D {
    var name = "P"
    func label() -> String { "\(name)(\(x), \(y))" }
}
let p = NamedPoint(x: 3, y: 4)
let origin = NamedPoint()
origin.name = "O"
print(p.label(), p.length(), origin.label())
let points: [Point2D] = [p, origin, Point2D(x: 1, y: 0)]
print(points.map { $0.length() })
print(points.compactMap { ($0 as? NamedPoint)?.name })
