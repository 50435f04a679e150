// Int.zero, Double.zero, Int's magnitude (a UInt), Double.leastNonzeroMagnitude
let deltas = [-3, 7, Int.min + 1]
print(deltas.map(\.magnitude), (-7).magnitude, type(of: (-7).magnitude), Int.min.magnitude)
print(Int.zero, Double.zero, [1.5, 2].reduce(Double.zero, +), Double.leastNonzeroMagnitude)
var total = Int.zero
for d in deltas.prefix(2) { total += Int(d.magnitude) }
print(total)
