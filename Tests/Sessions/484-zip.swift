// zip pairs two sequences up to the shorter one's end.
let names = ["Ada", "Grace", "Linus"]
let years = [1815, 1906]
for (name, year) in zip(names, years) {
    print(name, year)
}
print(Array(zip(names, years)))
print(zip(1...3, ["a", "b", "c"]).map { "\($0)\($1)" })
let a = [1, 2, 3], b = [10, 20, 30]
print(zip(a, b).map { $0 * $1 }.reduce(0, +))
print(zip(a, a.dropFirst()).allSatisfy { $0 < $1 })
