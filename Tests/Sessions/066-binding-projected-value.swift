// A Binding's projectedValue is the binding itself: $b of a @Binding var b is _b.
@State var count = 1
@Binding var bound: Int
_bound = $count
let projected = $bound
projected.wrappedValue = 5
print(count, bound)
print(type(of: $bound), type(of: _bound), type(of: $bound.projectedValue))
$bound.projectedValue.wrappedValue += 1
print(count)
let rebuilt = Binding(projectedValue: $bound)
rebuilt.wrappedValue *= 3
print(count, bound)
_bound.wrappedValue = 0
print(count)
