// How instances print: bare, in arrays, optionals, tuples, inside structs and via String(describing:)
class Plain {}
class Holder { var inner = Plain() }
struct Wrapper { let p: Plain; let n: Int }
let p = Plain()
print(p)
print([p, p])
print(Optional(p) as Any)
print((p, 1))
print(Wrapper(p: p, n: 2))
print(String(describing: p), "\(Holder())")
print(String(describing: Plain.self), type(of: p))
let opt: Holder? = nil
print(opt as Any)
debugPrint(p)
debugPrint([Wrapper(p: p, n: 3)])
