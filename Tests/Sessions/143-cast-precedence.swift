// Casting binds tighter than ??, comparisons and &&, but looser than arithmetic.
let a: Any = 4
print(a as? Int ?? 0, (a as? String ?? "none").count)
print(a is Int && a is Any, a as! Int + 1 == 5)
let b: Any = sample.progress
print(b as? Double ?? 0 * 2, (b as? Double ?? 0) * 2)
print(1 + 2 as Int, 3 as Double / 2)
let r = a is Int ? "int" : "other"
print(r)
