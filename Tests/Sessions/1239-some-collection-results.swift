// Functions returning some Collection, some Sequence and some Equatable, used through the protocol
func evens(upTo n: Int) -> some Collection {
    return (0...n).filter { $0 % 2 == 0 }
}
func squares(_ xs: [Int]) -> some Sequence<Int> {
    xs.map { $0 * $0 }
}
func token() -> some Equatable { "abc" }
let e = evens(upTo: 10)
print(e.count, e.isEmpty)
for x in e { print(x, terminator: " ") }
print()
print(Array(squares([1, 2, 3])))
print(squares([4]).reduce(0, +))
print(token() == token())
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
func unitSquare() -> some Shape { Square(side: 1) }
print(unitSquare().area())
func names() -> some Collection<String> { ["a", "b"] }
print(names().first!, names().count)
print(names().map { $0.uppercased() })
