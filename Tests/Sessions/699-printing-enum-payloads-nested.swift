// Printing enums with labelled payloads, nested types, optionals of them, and dump
enum Shape: Equatable {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case polygon([Double])
    case empty
    var area: Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case let .rect(w, h): return w * h
        case .polygon(let sides): return sides.reduce(0, +)
        case .empty: return 0
        }
    }
}
struct Canvas { struct Layer { var name: String; var shapes: [Shape] }; var layers: [Layer] }
let shapes: [Shape] = [.circle(radius: 1.5), .rect(width: 2, height: 3), .polygon([1, 2]), .empty]
print(shapes)
print(shapes.map(\.area))
let maybe: Shape? = .rect(width: 1, height: 1)
print(maybe as Any, maybe == .rect(width: 1, height: 1), String(describing: maybe))
let canvas = Canvas(layers: [Canvas.Layer(name: "bg", shapes: [.empty]), .init(name: "fg", shapes: shapes.prefix(2).map { $0 })])
print(canvas)
debugPrint(canvas.layers[0])
dump(shapes[1])
dump(canvas.layers[1].shapes)
print(Shape.circle(radius: 2) == .circle(radius: 2), [Shape.empty, .empty].filter { $0 == .empty }.count)
let tuple: (name: String, shape: Shape?) = ("x", nil)
print(tuple, (1, (2, "three")), [("a", 1)])
