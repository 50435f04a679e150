// Axis ticks for a chart: stride over Doubles, rounding labels, scaling values into rows of bars
import Foundation

let values = [3.2, 7.75, 5.0, 9.9, 1.4]
let maxValue = values.max()!
let ticks = Array(stride(from: 0.0, through: 10.0, by: 2.5))
print(ticks, ticks.map { String(format: "%.1f", $0) })
for t in stride(from: 1.0, to: 0.0, by: -0.25) { print(t, terminator: " ") }
print()
for (index, value) in values.enumerated() {
    let width = Int((value / maxValue * 20).rounded())
    print("\(index + 1). " + String(repeating: "#", count: width) + " \(value)")
}
let normalized = values.map { ($0 / maxValue * 100).rounded() / 100 }
print(normalized, normalized.reduce(0, +))
print(Array(stride(from: 0, to: 20, by: 6)), stride(from: 0.1, to: 0.5, by: 0.1).map { $0 })
