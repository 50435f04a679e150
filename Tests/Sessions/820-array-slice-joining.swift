// An array joined with a slice (+ and +=) is an Array; Dictionary(grouping:) takes a slice
let xs = [1, 2, 3]
print(xs + xs.dropFirst(), xs.dropLast() + xs, type(of: xs.dropLast() + xs))
print(Dictionary(grouping: xs.prefix(3), by: { $0 % 2 }).count)
var ys = xs
ys += xs.suffix(1)
print(ys)
print(xs.prefix(1) + xs.suffix(1), type(of: xs.prefix(1) + xs.suffix(1)))
