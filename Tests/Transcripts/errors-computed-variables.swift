// arguments: --keep-going
// Assigning to what cannot be assigned, in swiftc's words; a compound assignment's error is
// placed at its operator.
var x: Int { 3 }
x = 4
x += 1
print(x)
struct P { var x = 1; var d: Int { x * 2 } }
let p = P()
p.x += 1
var q = P()
q.d += 1
q.d = 3
let y = 2
y -= 1
