// A destructuring declaration echoes each name it binds
let (a, (b, _)) = (1, ("x", 2.5))
var (c, d): (Int, Double) = (3, 4)
c += 1
print(c, d)
