// Everyday members of Int and Double.
print(12.isMultiple(of: 4), 7.isMultiple(of: 2), (-5).signum(), 0.signum())
let split = 17.quotientAndRemainder(dividingBy: 5)
print(split, split.quotient, split.remainder)
let x = 2.6
print(x.rounded(), (-2.5).rounded(), Int(x.rounded()), 2.0.squareRoot())
print(7.5.truncatingRemainder(dividingBy: 2), (-3.25).magnitude)
print(Double.nan.isNaN, (1.0 / 0).isInfinite, 3.0.isFinite, 0.0.isZero)
