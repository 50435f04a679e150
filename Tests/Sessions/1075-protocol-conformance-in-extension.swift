// Conformance declared in an extension: the type first, its protocols added afterwards
struct Point {
    var x: Int
    var y: Int
}
print(Point(x: 1, y: 2))
extension Point: CustomStringConvertible {
    var description: String { "(\(x), \(y))" }
}
extension Point: Equatable {}
protocol Movable {
    mutating func move(dx: Int, dy: Int)
}
extension Point: Movable {
    mutating func move(dx: Int, dy: Int) {
        x += dx
        y += dy
    }
}
var p = Point(x: 0, y: 0)
p.move(dx: 3, dy: -1)
print(p, "at \(p)")
print(p == Point(x: 3, y: -1), [p, Point(x: 0, y: 0)])
let m: Movable = p
print(m)
