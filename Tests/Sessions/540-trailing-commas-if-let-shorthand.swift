// Trailing commas in lists (SE-0439), if-let shorthand, and tuples of closures
func total(
    _ values: [Int],
    scale: Int = 1,
) -> Int {
    values.reduce(0, +) * scale
}
let values = [
    3,
    4,
]
print(total(values, scale: 2,), total([1, 2],))
let point = (
    x: 1,
    y: 2,
)
print(point)
let name: String? = "Kai"
let age: Int? = nil
if let name, let age { print(name, age) } else if let name { print("only", name) }
guard let name else { fatalError() }
print(name.count)
let handlers = (double: { (x: Int) in x * 2 }, negate: { (x: Int) in -x })
print(handlers.double(21), handlers.negate(5))
let dict = [
    "a": 1,
    "b": 2,
]
print(dict.count)
