// Trap inside a closure called mid-session: earlier output stays.
var xs = [1, 2]
let at = { (i: Int) in xs[i] }
print(at(1))
xs.removeLast()
print(xs)
print(at(1))
print("never")
