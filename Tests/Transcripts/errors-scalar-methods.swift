// arguments: --keep-going
// A trap inside a mutating method of the scalar tier (a struct of Int, Double and Bool fields)
// rolls the whole statement back, whatever the method's arity: the loop's earlier calls too.
struct Meter {
    var count = 0
    var total = 0.0
    var on = false
    mutating func bump() { count += Int.max }
    mutating func add(_ n: Int) { count += n }
    mutating func add(_ n: Int, weight: Double) { total += weight; count += n }
    mutating func set(_ a: Int, _ b: Double, _ c: Bool) { on = c; total = b; count = a * 2_000_000_000_000_000_000 }
}
var meter = Meter()
meter.add(5, weight: 1)
for _ in 0..<3 { meter.bump() }
print(meter)
for i in 0..<10 { meter.add(i == 3 ? Int.max : 1) }
print(meter)
for i in 0..<10 { meter.add(i == 3 ? Int.max : 1, weight: 0.5) }
print(meter)
for i in 0..<10 { meter.set(i, 2.5, true) }
print(meter)
func local() {
    var m = Meter()
    m.add(1)
    for i in 0..<10 { m.add(i == 3 ? Int.max : 1) }
}
local()
print(meter)
