// A `required init` must be provided by every subclass, so it can be called through a metatype
class Shape {
    var name: String
    required init(name: String) {
        self.name = name
    }
    func describe() -> String { "shape \(name)" }
}
class Circle: Shape {
    var radius = 1.0
    required init(name: String) {
        super.init(name: name)
        radius = 2
    }
    override func describe() -> String { "circle \(name) r=\(radius)" }
}
class Square: Shape {
    override func describe() -> String { "square \(name)" }
}
func make(_ kind: Shape.Type, named name: String) -> Shape {
    kind.init(name: name)
}
let kinds: [Shape.Type] = [Shape.self, Circle.self, Square.self]
for kind in kinds {
    let shape = make(kind, named: "s\(kinds.firstIndex { $0 == kind }!)")
    print(shape.describe())
}
print(Square(name: "sq").name)
