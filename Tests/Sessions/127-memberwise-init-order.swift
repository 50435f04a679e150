// Memberwise init follows declaration order; defaulted fields may be skipped in any position.
struct Box {
    var a = 1
    var b: String
    var c: Double = 2
    var d: [Int] = []
    var e: Bool?
}
print(Box(b: "x"))
print(Box(a: 5, b: "y", e: true))
print(Box(b: "z", c: 0.5, d: [9]))
print(Box(a: 0, b: "w", c: 1, d: [], e: nil))
