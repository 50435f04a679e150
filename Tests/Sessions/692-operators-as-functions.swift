// Operators as function values where a function type is expected
let ops: [String: (Double, Double) -> Double] = ["+": (+), "-": (-), "*": (*), "/": (/)]
for key in ops.keys.sorted() { print(key, ops[key]!(9, 4)) }
let negate: (Int) -> Int = (-)
print([1, -2, 3].map(negate), [true, false].map(!))
let lessThan: (String, String) -> Bool = (<)
print(lessThan("a", "b"), ["b", "c", "a"].sorted(by: lessThan))
func apply(_ f: (Int, Int) -> Int, _ a: Int, _ b: Int) -> Int { f(a, b) }
print(apply(+, 2, 3), apply(*, 4, 5), apply(%, 17, 5), apply(&+, Int.max, 1))
let joiners: [(String, String) -> String] = [(+), { $1 + $0 }]
print(joiners.map { $0("ab", "cd") })
print(zip([1, 2, 3], [4, 5, 6]).map(*), [[1], [2, 3]].reduce([], +))
