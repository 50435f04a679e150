// Multi-statement closures, multiple trailing closures and stored callbacks
struct Button {
    let title: String
    var onTap: () -> Void
}
var taps: [String] = []
var buttons = [
    Button(title: "OK") { taps.append("ok") },
    Button(title: "Cancel", onTap: { taps.append("cancel") }),
]
buttons.append(Button(title: "Help") {
    let message = "help requested"
    taps.append(message)
})
for button in buttons.reversed() { button.onTap() }
print(taps)
func load(_ id: Int, success: (String) -> Void, failure: (Int) -> Void) {
    if id > 0 { success("item \(id)") } else { failure(id) }
}
load(3) { print("loaded", $0) } failure: { print("failed", $0) }
load(-1) { print("loaded", $0) } failure: { code in print("failed with", code) }
let labels = [3, 14, 15].map { n in
    let kind = n.isMultiple(of: 2) ? "even" : "odd"
    let size = n > 9 ? "big" : "small"
    return "\(n): \(size) \(kind)"
}
print(labels)
let stats = [2.0, 4.0, 9.0].reduce(into: (sum: 0.0, count: 0)) { acc, x in
    acc.sum += x
    acc.count += 1
}
print(stats, stats.sum / Double(stats.count))
var callbacks: [(Int) -> Int] = []
for factor in 1...3 { callbacks.append { $0 * factor } }
print(callbacks.map { $0(10) })
let nested = [[1, 2], [3]].map { row in row.map { $0 * 10 }.reduce(0, +) }
print(nested)
