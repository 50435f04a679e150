// CustomStringConvertible in print, interpolation, arrays, optionals, String(describing:) and a generic type
import Foundation
struct Money: CustomStringConvertible {
    var cents: Int
    var description: String {
        "$\(cents / 100).\(String(format: "%02d", cents % 100))"
    }
}
enum Level: Int, CustomStringConvertible {
    case low = 1, high
    var description: String { self == .low ? "LOW" : "HIGH" }
}
struct Box<T>: CustomStringConvertible {
    var content: T
    var description: String { "Box(\(content))" }
}
let price = Money(cents: 1999)
print(price)
print("Total: \(price)")
print([price, Money(cents: 5)])
let maybe: Money? = Money(cents: 100)
print(maybe as Any)
print(String(describing: Level.high), Level.low.rawValue)
print("\(Level.low) and \(Level.high)")
print(Box(content: price))
print(Box(content: [1, 2]))
print(Box(content: Box(content: "x")))
let d: CustomStringConvertible = Level.high
print(d.description)
print([Box(content: 1)].description)
