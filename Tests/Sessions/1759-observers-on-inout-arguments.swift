// A property with willSet/didSet passed inout: the observers run once, when the call returns, as Swift's copy-in copy-out does
struct Counter {
    var count = 0 {
        willSet { print("count will be", newValue) }
        didSet { print("count was", oldValue, "now", count) }
    }
}
final class Stats {
    var total = 10 {
        didSet { print("total", oldValue, "->", total) }
    }
}
struct Panel {
    var counter = Counter() {
        didSet { print("panel's counter changed") }
    }
}
func increment(_ x: inout Int) { x += 1 }
func bumpTwice(_ x: inout Int) {
    x += 1
    x *= 2
}
var counter = Counter()
increment(&counter.count)
bumpTwice(&counter.count)
let stats = Stats()
bumpTwice(&stats.total)
var panel = Panel()
increment(&panel.counter.count)
print(counter.count, stats.total, panel.counter.count)
