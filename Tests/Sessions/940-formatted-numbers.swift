// formatted() on Int and Double with the styles apps use: default, precision, percent, currency, no grouping
import Foundation

let values = [0.0, 1.0, 1234.5, 1234.5678, 0.1 + 0.2, 1_000_000.0, -42.125, 3.14159265, 1e-7, 123456789.123, 2.675, 1.0000015]
for d in values {
    print(d.formatted(), "|", d.formatted(.number.precision(.fractionLength(2))), "|", d.formatted(.percent), "|", d.formatted(.currency(code: "EUR")))
}
for i in [0, 7, 1234, -98765, 1_000_000] { print(i.formatted(), i.formatted(.number), i.formatted(.percent)) }
print(2.5.formatted(.number.precision(.fractionLength(0))), 3.5.formatted(.number.precision(.fractionLength(0))))
print(0.5.formatted(.percent.precision(.fractionLength(1))), 1234.5.formatted(.number.grouping(.never)))
print(12.345.formatted(.currency(code: "USD")), 5.formatted(.currency(code: "GBP")), 1234.5.formatted(.currency(code: "JPY")))
print((-0.0).formatted(), Double.nan.formatted(), Double.infinity.formatted(), 7.formatted(.number.precision(.fractionLength(1))))
struct Budget { var spent: Double; var limit: Double }
@State var budget = Budget(spent: 1234.5, limit: 2000)
let digits = 1
print("\(budget.spent.formatted(.currency(code: "USD"))) of \(budget.limit.formatted(.currency(code: "USD")))",
      (budget.spent / budget.limit).formatted(.percent.precision(.fractionLength(digits))))
