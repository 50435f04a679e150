// Custom initializers: several of them, `self.x = x`, defaults for the rest, and `self.init`.
struct Point {
    var x: Double
    var y: Double
    var label = "point"
    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    init(polarRadius radius: Double) {
        x = radius
        y = 0
        label = "polar"
    }
    init() {
        self.init(x: 0, y: 0)
        label = "origin"
    }
}
print(Point(x: 1, y: 2))
print(Point(polarRadius: 3))
print(Point())
struct Person2 {
    let name: String
    let age: Int
    init(name: String) {
        self.name = name.uppercased()
        age = 0
    }
}
print(Person2(name: "ada"))
