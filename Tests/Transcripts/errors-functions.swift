// arguments: --keep-going
// Function errors, in swiftc's words: labels, inout, returns, redeclarations, overloads.
func g(_ a: Int, b: Int) {}
g(1, c: 2)
g(b: 1)
g(1, 2)
g(a: 1, b: 2)
g(1, b: 2, 3)
func h(_ x: inout Int) { x += 1 }
var n = 0
let y = &n
func k(_ a: Int) {}
k(&n)
h(n)
h(&5)
let fixed = 1
h(&fixed)
func dup() {}
func dup() {}
print(1)
func v() { return 1 }
print(2)
func half(_ x: Int) -> Int {
    if x > 0 { return x / 2 }
}
print(3)
func m(_ x: Int) -> Int {
    x = 3
    return x
}
print(4)
func over(_ a: Int) -> Int { a }
func over(_ a: String) -> String { a }
print(over(true))
func limited(_ count: Int, _ values: Int...) {}
limited()
mutating func change() {}
static func shared() {}
print(5)
func named(a: Int) {}
named()
print(n)
