// arguments: --keep-going --quiet
// More of Swift's wording: optionals used unwrapped, bindings used as values, closures that
// ignore parameters or miss a return, writes through subscripts and constants.
let nickname = sample.nickname
let shout = nickname.uppercased()
let total: Int = sample.todos.first?.id
let next = sample.todos.first?.id + 1
@State var count = 1
let doubled = $count + 1
$count = Binding.constant(3)
let flag: Bool = 1
if nickname { print("set") }
let scores = [1, 2]
scores[0] = 3
var grid = [1, 2]
grid[0] = nil
var table = ["a": 1]
table["b"] = "two"
for i in 0..<2 { i += 1 }
let pair: (Int, Int) -> Int = { $0 }
let ignore: (Int) -> Int = { 42 }
let sign = { (x: Int) -> String in
    if x > 0 { return "positive" }
}
let wrongBinding: Binding<String> = $count
print("still running")
