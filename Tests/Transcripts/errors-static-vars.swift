// arguments: --keep-going --swift-version 6
// Mutable static properties in Swift 6 mode: only `nonisolated(unsafe)` ones; a trap rolls
// their writes back with the statement's others.
struct Plain { static var count = 0 }
struct Missing { nonisolated(unsafe) static var count: Int }
struct Counter { nonisolated(unsafe) static var total = 0 }
Counter.total = 5
for i in 0..<5 {
    Counter.total += 1
    if i == 3 { Counter.total += Int.max }
}
print(Counter.total)
Counter.total += 1
print(Counter.total)
