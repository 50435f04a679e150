// A static requirement called through a P.Type value runs the static method of the type the value holds
protocol Maker {
    static func make() -> String
    static func make(_ count: Int) -> String
}
struct Widget: Maker {
    static func make() -> String { "widget" }
    static func make(_ count: Int) -> String { "\(count) widgets" }
}
class Gadget: Maker {
    class func make() -> String { "gadget" }
    static func make(_ count: Int) -> String { "\(count) gadgets" }
}
final class Gizmo: Gadget {
    override class func make() -> String { "gizmo" }
}
class Plain {
    class func describe() -> String {
        if let maker = self as? Maker.Type { return maker.make() }
        return "no maker"
    }
}
final class Fancy: Plain, Maker {
    static func make() -> String { "fancy" }
    static func make(_ count: Int) -> String { "\(count) fancies" }
}
let types: [Any.Type] = [Widget.self, Gadget.self, Gizmo.self, Int.self]
for type in types {
    if let maker = type as? Maker.Type {
        print(maker.make(), maker.make(2))
    } else {
        print("not a maker")
    }
}
let chosen: Maker.Type = Gizmo.self
func build(_ maker: Maker.Type) -> String { maker.make(7) }
print(chosen.make(), build(Widget.self))
print(Plain.describe(), Fancy.describe())
