// A key path passed where a generic function is taken: its value type is the result type
struct Point { var x: Int; var label: String? }
struct Box<Value> {
    var value: Value
    func map<T>(_ transform: (Value) -> T) -> Box<T> { Box<T>(value: transform(value)) }
}
func apply<A, B>(_ f: (A) -> B, to a: A) -> B { f(a) }
let p = Point(x: 3, label: "three")
let box = Box(value: p)
let xs = box.map(\.x)
print(xs.value + 1)
let labels = box.map(\.label).map { $0?.count ?? 0 }
print(labels.value)
print(apply(\Point.x, to: p))
print(apply(\.label, to: p) ?? "none")
