// arguments: --keep-going --no-sample
// Common mistakes with generics and protocols, in swiftc's words (recorded from swiftc 6 on this machine).
protocol Shape {
    var area: Double { get }
    func draw() -> String
}
struct Circle: Shape {
    var radius: Double
    var area: Double { 3 * radius * radius }
}
struct Box<T> { var v: T }
struct Plain { var x = 1 }
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
func same<T>(_ a: T, _ b: T) -> Bool { true }
func swapValues<T>(_ a: inout T, _ b: inout T) {}
print(largest([Plain()]) as Any)
let i = 1
let s = "s"
print(same(i, s))
print(same(1, "s"))
print(same(1.5, s))
var x = 1, y = "a"
swapValues(&x, &y)
let b1: Box<Int> = Box(v: "s")
let b2: Box<Int> = Box<String>(v: "s")
print(Plain() == Plain())
print(Plain() != Plain())
print(Plain() < Plain())
let p = Plain()
print(p == p)
print([p] == [p])
print([p].sorted())
let set: Set<Plain> = []
print(Box(v: 1).v, same(2, 3))
protocol Named: CustomStringConvertible { var name: String { get } }
struct Planet: Named { var name: String }
print(Planet(name: "Earth"))
