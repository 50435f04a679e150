// Value versus reference: a struct copy diverges, a class alias shares, and a function mutates through a reference
struct PointValue { var x = 0 }
class PointRef { var x = 0 }
var a = PointValue()
var b = a
b.x = 5
print(a.x, b.x)
let c = PointRef()
let d = c
d.x = 5
print(c.x, d.x)
print(c === d, c !== PointRef())
func bump(_ p: PointRef) { p.x += 1 }
bump(c)
bump(d)
print(c.x)
var refs = [c, d, PointRef()]
refs[0].x = 100
print(d.x, refs.map { $0.x })
struct Holder { let ref: PointRef }
let h = Holder(ref: c)
h.ref.x = 7
print(c.x)
