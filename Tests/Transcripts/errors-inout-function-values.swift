// arguments: --keep-going
// Function values with inout parameters: the argument needs '&' and a mutable place;
// 'inout' belongs to parameters only, and an inout function is no plain one.
var x = 1
let bump: (inout Int) -> Void = { $0 += 1 }
bump(x)
let y = 2
bump(&y)
let t: (inout Int) = 3
let u: (Int) -> Void = bump
let s: (inout String) -> Void = { $0 += 1 }
print(Swift.minimum(1, 2))
