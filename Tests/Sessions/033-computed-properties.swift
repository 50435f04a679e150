// Computed properties are recomputed on every read and follow changes to stored ones.
struct Rectangle {
    var width: Double
    var height: Double
    var area: Double { width * height }
    var isSquare: Bool { width == height }
    var summary: String { "\(width)x\(height) (\(area))" }
}
var box = Rectangle(width: 2, height: 3)
print(box.area, box.isSquare, box.summary)
box.width = 3
print(box.area, box.isSquare, box.summary)
print(box)
print(sample.person.address.description)
var address = sample.person.address
address.number += 1
print(address.description, address)
