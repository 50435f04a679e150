// Any.Type: metatypes of library and session types held as Any.Type, from type(of:), compared with ==
class C {}
class D: C {}
func kind(_ x: Any) -> Any.Type { type(of: x) }
let types: [Any.Type] = [Int.self, String.self, C.self]
print(types.count, kind(3), kind(D()))
let t: Any.Type = D.self
print(t, t == D.self, t == C.self)
