// arguments: --keep-going
// Calls nested too deep fail with "stack overflow", whatever calls: a function, a method, an
// initializer, a subscript, a getter, a closure. The statement is rolled back.
var calls = 0
func down(_ n: Int) -> Int {
    calls += 1
    return down(n + 1) + 1
}
print(down(0))
print(calls)
struct S {
    func m(_ n: Int) -> Int { m(n + 1) }
    subscript(i: Int) -> Int { self[i + 1] }
    var forever: Int { forever + 1 }
}
print(S().m(0))
print(S()[0])
print(S().forever)
struct T {
    var x: Int
    init(_ n: Int) { self.x = T(n + 1).x }
}
print(T(0))
var closure: (Int) -> Int = { $0 }
closure = { n in closure(n + 1) }
print(closure(0))
print("still here", calls)
