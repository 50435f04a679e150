// Unary `+`, the identity on numbers, as people write it for symmetry with `-`.
let offsets = [+3, -2, +0]
let delta = +2.5
var position = 10
position = +position + offsets[0]
print(offsets, delta, position, [1, -2].map { +$0 }, +Int8(-4), -(+position))
func sign(_ x: Int) -> String { x > 0 ? "+\(+x)" : "\(x)" }
print(offsets.map(sign), +(+delta))
