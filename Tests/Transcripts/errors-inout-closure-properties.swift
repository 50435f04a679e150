// arguments: --keep-going
// Closures with inout parameters stored in properties and passed to functions: Swift's errors
// for a missing '&', a 'let' passed inout, '&' for a plain parameter, and closures whose
// declared parameters disagree with the inout the context asks for.
struct Lens {
    let set: (inout Int, Int) -> Void
    let show: (Int) -> Void
}
func mutate(_ value: inout Int, _ body: (inout Int) -> Void) { body(&value) }
let lens = Lens(set: { $0 = $1 }, show: { print($0) })
var x = 1
let fixed = 2
lens.set(x, 3)
lens.set(&fixed, 3)
lens.show(&x)
let bad: (inout Int) -> Void = { (v: Int) in print(v) }
let bad2: (Int) -> Void = { (v: inout Int) in v += 1 }
mutate(&x) { (v: Int) in print(v) }
mutate(&fixed) { $0 += 1 }
lens.set(&x, 4)
print(x)
struct Ops {
    static let negate: @Sendable (inout Int) -> Void = { $0 = -$0 }
    static let zero = 0
}
Ops.negate(x)
Ops.zero(&x)
Ops.negate(&x)
print(x)
