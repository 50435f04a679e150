// Overloaded functions and methods named as values: the labels or the expected function type pick the overload
func divide(_ a: Int, by b: Int) -> Int { a / b }
func divide(_ a: Int, by b: Int, then c: Int) -> Int { a / b / c }
func divide(_ a: Double, by b: Double) -> Double { a / b }
let three = divide(_:by:then:)
print(three(60, 2, 3))
let whole: (Int, Int) -> Int = divide
print(whole(9, 3))
let fraction: (Double, Double) -> Double = divide(_:by:)
print(fraction(1, 4))
struct Scaler {
    var factor: Int
    func scale(_ x: Int) -> Int { x * factor }
    func scale(_ x: Int, plus y: Int) -> Int { x * factor + y }
    static func make(_ factor: Int) -> Scaler { Scaler(factor: factor) }
    static func make(_ factor: Int, doubled: Bool) -> Scaler { Scaler(factor: doubled ? factor * 2 : factor) }
}
let scaler = Scaler(factor: 3)
let withOffset = scaler.scale(_:plus:)
print(withOffset(2, 1))
let plain: (Int) -> Int = scaler.scale
print(plain(5), [1, 2, 3].map(scaler.scale(_:)))
let maker = Scaler.make(_:doubled:)
print(maker(4, true).factor)
let operations: [(Int, Int) -> Int] = [divide, { $0 * $1 }]
print(operations.map { $0(12, 4) })
