// reversed() iterated, mapped and made an array again; joined strings.
let xs = [1, 2, 3]
print(Array(xs.reversed()))
for x in xs.reversed() {
    print(x, terminator: " ")
}
print()
print(xs.reversed().map { $0 * 10 })
let words = ["a", "b", "c"]
print(words.reversed().joined(separator: "-"), words.joined())
print(sample.todos.map(\.title).joined(separator: ", "))
var order = [1, 2, 3]
order.reverse()
print(order)
