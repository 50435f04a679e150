// Opaque computed properties, instance methods and static methods of a type, and a protocol extension's method on them.
protocol Shape {
    var area: Double { get }
}
extension Shape {
    func doubled() -> Double { area * 2 }
}
struct Square: Shape {
    var side: Double
    var area: Double { side * side }
}
struct Circle: Shape {
    var radius: Double
    var area: Double { 3 * radius * radius }
}
struct Workshop {
    var size: Double
    var sample: some Shape { Square(side: size) }
    var round: some Shape {
        if size > 10 { return Circle(radius: size / 2) }
        return Circle(radius: size)
    }
    func scaled(by factor: Double) -> some Shape { Square(side: size * factor) }
    static func unit() -> some Shape { Circle(radius: 1) }
}
let shop = Workshop(size: 4)
print(shop.sample.area, shop.round.area, shop.scaled(by: 2).area, Workshop.unit().area)
print(shop.sample.doubled(), Workshop(size: 12).round.doubled())
print(type(of: shop.sample), type(of: shop.round), type(of: Workshop.unit()))
print(shop.sample, shop.scaled(by: 0.5), Workshop.unit())
