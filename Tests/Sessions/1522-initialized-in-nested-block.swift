// A constant or variable declared without a value and assigned in a nested block (`do`, `if`)
// is usable for the rest of that block, and after it once every path assigned it.
final class Node {
    let name: String
    init(_ name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
}

let x: Int
do {
    x = 3
    print("inside", x)
}
print("after", x)

func nested(_ flag: Bool) -> String {
    let label: String
    var count: Int
    if flag {
        label = "on"
        count = label.count
        count += 1
        print(label, count)
    } else {
        label = "off"
        count = 0
    }
    return "\(label) \(count)"
}
print(nested(true), nested(false))

let report: () -> Void
do {
    let node = Node("captured")
    report = { [weak node] in print(node?.name ?? "gone") }
    report()
}
report()

var total: Int
for i in 1...3 where i > 1 {
    let square: Int
    do {
        square = i * i
        let describe = { "square \(square)" }
        print(describe())
    }
}
total = 0
print(total)
