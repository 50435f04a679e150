// formatted() with a fraction length given as a range: at least the lower bound, at most the upper
import Foundation
let prices = [0.0, 2.5, 19.999, 1234.5678, -0.125]
for price in prices {
    print(price.formatted(.number.precision(.fractionLength(0...2))), price.formatted(.number.precision(.fractionLength(1...3))))
}
let digits = 2
print(0.5.formatted(.percent.precision(.fractionLength(0..<digits))), 9.99.formatted(.currency(code: "USD").precision(.fractionLength(0...1))))
print(3.formatted(.number.precision(.fractionLength(1...2))), 1234.5.formatted(.number.precision(.fractionLength(digits)).grouping(.never)))
