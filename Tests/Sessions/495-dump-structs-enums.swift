// dump of structs (stored properties; a description names the part) and enums.
struct Size {
    var width: Int
    var height: Int
}
enum Shape {
    case circle(Double)
    case rect(w: Int, h: Int)
    case empty
}
struct Marker {}
dump(Size(width: 3, height: 4))
dump(sample.person)
dump(sample.todos[0])
dump(Role.designer)
dump(Shape.circle(1.5))
dump(Shape.rect(w: 2, h: 5))
dump(Shape.empty)
dump(Marker())
dump([Shape.empty, .circle(0)])
