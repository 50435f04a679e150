// An assignment through a nil optional chain runs nothing, its right side included
var calls = 0
func next(_ value: Int) -> Int {
    calls += 1
    print("computed \(value)")
    return value
}
final class Order {
    var total = 0
    var note: String?
}
var count: Int? = nil
count? += next(4)
count = 1
count? += next(5)
print(count as Any, calls)
var order: Order? = nil
order?.total = next(10)
order?.note = "rush \(next(11))"
order = Order()
order?.total += next(12)
order?.note = "rush \(next(13))"
print(order?.total as Any, order?.note as Any, calls)
var prices = ["tea": 3]
prices["coffee"]? *= next(2)
prices["tea"]? *= next(3)
print(prices, calls)
