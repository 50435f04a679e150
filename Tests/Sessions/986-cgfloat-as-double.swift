// CGFloat (Foundation) for layout values, converting implicitly to and from Double as Swift 5.5 does.
import Foundation
struct Layout {
    var width: CGFloat = 320
    var padding: CGFloat = 16
    var columns = 3
    var columnWidth: CGFloat { (width - padding * CGFloat(columns + 1)) / CGFloat(columns) }
}
var layout = Layout()
print(layout.columnWidth, layout.width, CGFloat.pi / 2 > 1)
layout.width = 414
let scale: Double = 2
let pixels: Double = layout.columnWidth * scale
print(pixels, (layout.columnWidth).rounded(), max(layout.padding, 20), Int(layout.width))
let sizes: [CGFloat] = [10, 20.5, 30]
print(sizes.reduce(0, +), sizes.map { $0 / 2 }, sizes.max()!)
