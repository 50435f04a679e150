// arguments: --quiet --keep-going
// Stored properties an init leaves unset, a lazy var read through a let, missing overrides: swiftc's words and columns
struct Point {
    var x: Int
    var y: Int
    init() {}
}
struct Reading {
    var value: Double
    var unit = "C"
    init(raw: Int) {
        if raw > 0 { value = Double(raw) }
    }
}
struct Parsed {
    var value: Double
    init?(text: String) {
        guard let parsed = Double(text) else { return nil }
        if parsed < 0 { return }
        value = parsed
    }
}
class Shape {
    let sides: Int
    init(sides: Int) { self.sides = sides }
    convenience init(text: String) {
        if let sides = Int(text) { self.init(sides: sides) }
    }
    func area() -> Double { 0 }
}
class Square: Shape {
    var side: Double
    init(side: Double) {
        super.init(sides: 4)
        self.side = side
    }
}
class Triangle: Shape {
    init(sides: Int) { super.init(sides: 3) }
    func area() -> Double { 1 }
}
struct Report {
    var items: [Int]
    lazy var total: Int = items.reduce(0, +)
}
let report = Report(items: [1, 2])
print(report.total)
print("reached")
