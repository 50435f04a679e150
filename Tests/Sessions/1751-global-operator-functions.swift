// main.swift: operator functions declared at top level for a session's own type, next to the built-in ones
struct Vector: CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x), \(y))" }
}
func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
func - (a: Vector, b: Vector) -> Vector { Vector(x: a.x - b.x, y: a.y - b.y) }
func * (k: Int, v: Vector) -> Vector { Vector(x: k * v.x, y: k * v.y) }
prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
func == (a: Vector, b: Vector) -> Bool { a.x == b.x && a.y == b.y }
func += (a: inout Vector, b: Vector) { a = a + b }
let a = Vector(x: 1, y: 2)
let b = Vector(x: 3, y: 4)
print(a + b, b - a, 2 * a + b, -a)
print(a == b, a + b == Vector(x: 4, y: 6))
var total = Vector(x: 0, y: 0)
for v in [a, b, a] { total += v }
print(total)
print(1 + 2, 7 - 10, 3 * 4, -5, 2 == 2)
