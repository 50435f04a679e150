// A class conforming to CustomStringConvertible controls how print and interpolation show it
class Fraction: CustomStringConvertible {
    var numerator: Int
    var denominator: Int
    init(_ numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }
    var description: String { "\(numerator)/\(denominator)" }
    func simplify() {
        var a = numerator, b = denominator
        while b != 0 { (a, b) = (b, a % b) }
        numerator /= a
        denominator /= a
    }
}
let half = Fraction(4, 8)
print(half)
print("value: \(half)")
half.simplify()
print(half, half.description)
let list = [Fraction(1, 3), half]
print(list)
let maybe: Fraction? = half
print(maybe as Any)
print(String(describing: maybe))
