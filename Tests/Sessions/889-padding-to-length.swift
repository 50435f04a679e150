// Foundation's padding(toLength:withPad:startingAt:): aligning columns in a plain-text table
import Foundation

let rows = [("Coffee", 3.5), ("Sandwich", 7.25), ("Sparkling water", 2.0)]
for (name, price) in rows {
    print(name.padding(toLength: 12, withPad: ".", startingAt: 0) + String(format: "%6.2f", price))
}
print("ab".padding(toLength: 7, withPad: "-=", startingAt: 1) + "|")
print("truncate me".padding(toLength: 5, withPad: " ", startingAt: 0) + "|")
print("".padding(toLength: 3, withPad: "x", startingAt: 0), "é🙂".padding(toLength: 5, withPad: "_", startingAt: 0))
