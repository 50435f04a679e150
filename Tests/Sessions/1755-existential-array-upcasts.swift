// Arrays upcast to [Any]: an array of a protocol's existentials, of a struct, of Ints
protocol Shape { var area: Double { get } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
struct Circle: Shape { var radius: Double; var area: Double { 3 * radius * radius } }
let shapes: [Shape] = [Square(side: 2), Circle(radius: 1)]
let anything = shapes as [Any]
print(anything.count)
for item in anything {
    if let square = item as? Square { print("square", square.side) }
    if let shape = item as? Shape { print("area", shape.area) }
}
let numbers = [1, 2, 3] as [Any]
print(numbers.compactMap { $0 as? Int }.reduce(0, +), numbers)
let squares = [Square(side: 1)] as [Any]
print(squares, squares.first is Square)
