// A three-level class hierarchy: sorting by a static method, type-casting patterns in switch and for case, let w, h: Double
class Shape {
    var name: String { "shape" }
    func area() -> Double { 0 }
    static func compare(_ a: Shape, _ b: Shape) -> Bool { a.area() < b.area() }
}
class Rect: Shape {
    let w, h: Double
    init(w: Double, h: Double) { self.w = w; self.h = h }
    override var name: String { "rect" }
    override func area() -> Double { w * h }
}
final class Square: Rect {
    init(side: Double) { super.init(w: side, h: side) }
    override var name: String { "square" }
}
let shapes: [Shape] = [Rect(w: 2, h: 3), Square(side: 2), Shape()]
let sorted = shapes.sorted(by: Shape.compare)
print(sorted.map(\.name))
print(shapes.map { "\($0.name): \($0.area())" })
switch shapes[1] {
case let s as Square: print("square of", s.w)
case is Rect: print("rect")
default: print("other")
}
for case let r as Rect in shapes { print(r.name, r.h) }
print(type(of: shapes[1]), shapes[1] is Rect, String(describing: type(of: shapes[0])))
let rects = shapes.compactMap { $0 as? Rect }
print(rects.count, rects.map { $0.w + $0.h })
