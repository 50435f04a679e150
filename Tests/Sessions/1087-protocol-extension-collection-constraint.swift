// Extending a standard protocol with a constraint on a custom protocol: totalArea on [Shape]
protocol Shape {
    var area: Double { get }
}
struct Square: Shape {
    var side: Double
    var area: Double { side * side }
}
struct Strip: Shape {
    var length: Double
    var area: Double { length * 0.5 }
}
extension Array where Element == any Shape {
    var totalArea: Double {
        reduce(0) { $0 + $1.area }
    }
}
extension Sequence where Element: Shape {
    var largestArea: Double {
        reduce(0) { Swift.max($0, $1.area) }
    }
}
let squares = [Square(side: 2), Square(side: 3)]
print(squares.largestArea)
let mixed: [any Shape] = [Square(side: 1), Strip(length: 10), Square(side: 2)]
print(mixed.totalArea)
print([Strip(length: 4)].largestArea, [Square]().largestArea)
