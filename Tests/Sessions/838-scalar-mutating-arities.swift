// Mutating methods of every arity on a struct of Int, Double and Bool fields, called in loops.
struct Meter {
    var count = 0
    var total = 0.0
    var on = false
    mutating func tick() { count += 1; on = !on }
    mutating func add(_ n: Int) { count += n }
    mutating func add(_ n: Int, weight: Double) { count += n; total += Double(n) * weight }
    mutating func set(_ a: Int, _ b: Double, _ c: Bool) { count = a; total = b; on = c }
}
var meter = Meter()
for _ in 0..<5 { meter.tick() }
print(meter.count, meter.on)
for i in 0..<10 { meter.add(i % 4) }
print(meter.count)
for i in 1...4 { meter.add(i, weight: 0.5) }
print(meter.count, meter.total)
for i in 0..<3 { meter.set(i, Double(i) * 1.5, i % 2 == 0) }
print(meter)
func run() {
    var local = Meter()
    for i in 0..<6 { local.add(i, weight: 2) }
    local.tick()
    print(local)
}
run()
