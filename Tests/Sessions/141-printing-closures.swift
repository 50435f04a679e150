// Printing closures and structs that hold closures shows (Function).
let f = { (n: Int) in n + 1 }
print(f)
print([f, f])
struct Action {
    var name: String
    var run: () -> Int
}
let a = Action(name: "go", run: { 7 })
print(a)
print(a.run())
