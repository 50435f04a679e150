// &+ wraps where + traps: the same addition, first wrapping, then trapping.
let limit = Int.max
let wrapped = limit &+ 1
print(wrapped == Int.min)
var total = limit - 2
for step in 1...3 {
    print(step, total &+ step)
}
total = total + 3
print(total)
