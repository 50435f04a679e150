// Casting nested optionals: a value is unwrapped before it is cast, and a nil keeps its depth, fitting only a target at least as optional
class Shape {}
final class Circle: Shape {}
func depth(_ value: Circle???) -> String {
    switch value {
    case .some(.some(.some)): return "circle"
    case .some(.some(.none)): return "some(some(nil))"
    case .some(.none): return "some(nil)"
    case .none: return "nil"
    }
}
let values: [Shape???] = [.some(.some(.some(Circle()))), .some(.some(.some(Shape()))), .some(.some(.none)), .some(.none), .none]
for value in values {
    let once: Circle? = value as? Circle
    let twice: Circle?? = value as? Circle?
    print(once == nil, depth(twice), value is Circle, value is Circle?)
}
let number: Int?? = .some(nil)
print(number as? Int? as Any, number as? Int as Any)
let any: Any = number as Any
print(any as? Int as Any, any as? Int? as Any)
