// Operators declared by a struct: prefix -, a scalar on the left (2 * v), += and a static constant.
struct Vector: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(x: a.x - b.x, y: a.y - b.y) }
    static func * (k: Double, v: Vector) -> Vector { Vector(x: k * v.x, y: k * v.y) }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func += (a: inout Vector, b: Vector) { a = a + b }
    static let zero = Vector(x: 0, y: 0)
    var length: Double { (x * x + y * y).squareRoot() }
    var description: String { "(\(x), \(y))" }
}
var position = Vector.zero
let velocity = Vector(x: 1.5, y: -0.5)
for _ in 0..<4 { position += velocity }
print(position, -position, 2 * velocity, position - velocity, position.length)
print([velocity, .zero, Vector(x: 3, y: 4)].map(\.length), Vector(x: 3, y: 4) == Vector(x: 3, y: 4))
let path = [Vector(x: 0, y: 0), Vector(x: 3, y: 4), Vector(x: 6, y: 8)]
let distance = zip(path, path.dropFirst()).map { ($1 - $0).length }.reduce(0, +)
print(distance, path.reduce(Vector.zero, +))
struct Flag: Equatable { var on: Bool
    static prefix func ! (f: Flag) -> Flag { Flag(on: !f.on) }
}
print(!Flag(on: true), !(!Flag(on: false)) == Flag(on: false))
