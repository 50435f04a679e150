// Each iteration of a loop declares a new variable: closures made in it keep their own value.
var actions: [() -> Int] = []
for i in 0..<4 {
    if i % 2 == 0 { actions.append { i * 10 } }
}
print(actions.map { $0() })
var total = 0
for i in 1...100_000 { total += i % 7 }
print(total)
var names: [String] = []
for name in ["a", "b", "c"] {
    let upper = name.uppercased()
    names.append(upper + name)
}
print(names)
