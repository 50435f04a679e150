// Float's members (Double's, narrowed back), and number literals in a collection taking the other elements' type.
let ratio: Float = 0.256
print(ratio, (ratio * 100).rounded(), Float(2).squareRoot(), ratio.isNaN, Float(7.5).truncatingRemainder(dividingBy: 2), ratio.description, Float(-3.7).magnitude)
print(Float(2.5).rounded(.down), Float.pi, Float.infinity > 1e30, [Float(1.5), 2.25].map { $0.rounded(.up) })
let level: Int8 = 4
let xs = [level, 3, -1]
let f: Float = 1
let ys = [f, 2, 0.5]
print(xs, ys, type(of: xs), type(of: ys), [1, 2.5])
