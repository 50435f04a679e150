// Computed properties on a class: a read-only `get` and a get/set pair that writes stored properties
class Rectangle {
    var width: Double
    var height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    var area: Double {
        width * height
    }
    var isSquare: Bool { width == height }
    var size: (Double, Double) {
        get { (width, height) }
        set {
            width = newValue.0
            height = newValue.1
        }
    }
    var scale: Double {
        get { 1 }
        set(factor) {
            width *= factor
            height *= factor
        }
    }
}
let rect = Rectangle(width: 3, height: 4)
print(rect.area, rect.isSquare, rect.size)
rect.size = (5, 5)
print(rect.width, rect.height, rect.area, rect.isSquare)
rect.scale = 2
print(rect.size, rect.scale)
