// Closures created in a loop capture each iteration's own constant, but share outer vars.
var total = 0
var actions: [() -> Void] = []
for i in 1...3 {
    actions.append { total += i }
}
for action in actions {
    action()
}
print(total)
var labels: [() -> String] = []
for name in ["a", "b"] {
    let upper = name.uppercased()
    labels.append { upper + name }
}
print(labels.map { $0() })
