// main.swift: operators passed where a function is expected, declared ones included
infix operator <>: AdditionPrecedence
func <>(a: Int, b: Int) -> Int { a * 10 + b }
func curry(_ f: @escaping (Int, Int) -> Int) -> (Int) -> (Int) -> Int {
    return { a in { b in f(a, b) } }
}
func apply(_ f: (Int, Int) -> Int, _ a: Int, _ b: Int) -> Int { f(a, b) }
let add: (Int, Int) -> Int = (+)
print(add(1, 2))
print(curry(+)(3)(4), curry(*)(3)(4), curry(<>)(3)(4))
print(apply(<>, 5, 6), apply(-, 5, 6))
print([1, 2, 3].reduce(0, <>))
let table: [(String, (Int, Int) -> Int)] = [("+", +), ("<>", <>), ("max", max)]
for (name, op) in table { print(name, op(4, 2)) }
