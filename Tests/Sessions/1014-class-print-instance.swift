// Printing a plain class instance shows just its type name, however many properties it has
class Point {
    var x = 1
    var y = 2
}
class Empty {}
let p = Point()
print(p)
print(Empty())
print("point: \(p)")
print(String(describing: p))
print([Point(), Point()])
let maybe: Point? = p
print(maybe as Any)
debugPrint(p)
print(p.x, p.y)
