// arguments: --keep-going
// Opaque result types misused, in swiftc's wording: returns of different types, a member the protocol lacks, two declarations' results compared.
protocol Shape { var area: Double { get } }
struct Square: Shape, Equatable { var side: Double; var area: Double { side * side }; var corners: Int { 4 } }
struct Circle: Shape { var radius: Double; var area: Double { 3 * radius * radius } }
func pick(_ big: Bool) -> some Shape {
    if big { return Square(side: 2) }
    return Circle(radius: 1)
}
print("after pick")
func square() -> some Shape { Square(side: 2) }
print(square().corners)
print(square() == square())
let plain: Square = square()
func answer() -> some Equatable { 3 }
func other() -> some Equatable { 3 }
print(answer() == other())
print(answer() == 3)
func primes() -> some Collection { [2, 3, 5] }
print(primes().last)
func number() -> some Shape { 3 }
print("after number")
func nothing() -> some Shape { }
print("after nothing")
func words() -> some Collection<Int> { ["a"] }
