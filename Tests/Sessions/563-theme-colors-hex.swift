// Theme colors from hex strings: radix parsing, bit shifts, clamping, contrast ratios
import Foundation

struct RGB: Equatable, CustomStringConvertible {
    var red: Double
    var green: Double
    var blue: Double

    init(red: Double, green: Double, blue: Double) {
        self.red = red; self.green = green; self.blue = blue
    }

    init?(hex: String) {
        var text = hex.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#") { text.removeFirst() }
        if text.count == 3 { text = text.map { "\($0)\($0)" }.joined() }
        guard text.count == 6, let value = UInt32(text, radix: 16) else { return nil }
        red = Double((value >> 16) & 0xFF) / 255
        green = Double((value >> 8) & 0xFF) / 255
        blue = Double(value & 0xFF) / 255
    }

    var hex: String {
        let parts = [red, green, blue].map { Int(($0 * 255).rounded()) }
        return "#" + parts.map { String(format: "%02X", $0) }.joined()
    }

    var luminance: Double {
        func channel(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    func contrast(with other: RGB) -> Double {
        let (l1, l2) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return (l1 + 0.05) / (l2 + 0.05)
    }

    func mixed(with other: RGB, amount: Double) -> RGB {
        let t = min(max(amount, 0), 1)
        return RGB(red: red + (other.red - red) * t, green: green + (other.green - green) * t, blue: blue + (other.blue - blue) * t)
    }

    var description: String { hex }
}

let inputs = ["#1E90FF", "fff", " #000000 ", "#12345", "zzzzzz", "#ff8800"]
let colors = inputs.compactMap(RGB.init(hex:))
print(colors, inputs.count - colors.count, "invalid")
let white = RGB(hex: "#FFFFFF")!, black = RGB(hex: "000")!
for color in colors {
    let best = color.contrast(with: white) >= color.contrast(with: black) ? "white" : "black"
    print(color, String(format: "L=%.3f", color.luminance), "text:", best, String(format: "%.2f:1", color.contrast(with: white)))
}
print(colors[0].mixed(with: white, amount: 0.5), colors[0].mixed(with: black, amount: 2))
let packed = colors.map { c in [c.red, c.green, c.blue].reduce(0) { ($0 << 8) | Int(($1 * 255).rounded()) } }
print(packed, packed.map { String($0, radix: 16, uppercase: true) })
print(0xFF & 0x0F, 0b1010 | 0b0101, 6 ^ 3, ~0, 1 << 10, 1024 >> 3, UInt8(200) &+ 100)
