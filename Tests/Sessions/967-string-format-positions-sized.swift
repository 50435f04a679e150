// String(format:) with argument positions (%2$@), Float and sized integer arguments, %g and flags
import Foundation
let name = "Cart", count: Int32 = 3, weight: Float = 2.5
print(String(format: "%@ has %d items weighing %.1f kg", name, count, weight))
print(String(format: "%2$@: %1$d", 42, "answer"), String(format: "%1$@ %1$@", "echo"))
print(String(format: "%g %g %.3g", 0.0001, 123456789.0, 3.14159), String(format: "%+.2f|% d|%#x", 2.0, 5, 255))
print(String(format: "%-6d|%6.2f|%06.2f", UInt8(7), Double.pi, -1.5))
