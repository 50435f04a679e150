// Instance methods read the value's properties, with or without `self.`.
struct Rectangle {
    var width: Double
    var height: Double
    func area() -> Double { width * height }
    func scaled(by factor: Double) -> Rectangle {
        Rectangle(width: self.width * factor, height: height * factor)
    }
    func describe() -> String {
        "\(width)x\(height), area \(area())"
    }
}
let box = Rectangle(width: 2, height: 3)
print(box.area())
print(box.scaled(by: 2).describe())
print([box, box.scaled(by: 0.5)].map { $0.area() })
