// Functions and initializers of n parameters passed where a function of one n-tuple is expected
struct Day { let name: String; let steps: Int }
let days = zip(["Mon", "Tue", "Wed"], [4_200, 9_800, 7_000]).map(Day.init)
print(days.map(\.name), days.map(\.steps))
func label(_ name: String, _ steps: Int) -> String { "\(name): \(steps)" }
print(zip(["a", "b"], [1, 2]).map(label))
func show(_ name: String, _ value: Int) { print("-", name, value) }
[("x", 1), ("y", 2)].forEach(show)
let scores = ["ann": 3]
scores.forEach(show)
let format: (String, Int) -> String = { "\($0)=\($1)" }
print([("k", 7)].map(format), Dictionary(uniqueKeysWithValues: [("one", 1)]).map(format))
let adder: (Int, Int) -> Int = (+)
print(zip([1, 2], [10, 20]).map(adder), [(3, 4)].map(max))
