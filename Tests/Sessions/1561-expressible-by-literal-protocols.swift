// Session types made from literals through the ExpressibleBy…Literal protocols: integer, float, string, boolean, array and nil
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var value: Double
    init(integerLiteral value: Int) { self.value = Double(value) }
    init(floatLiteral value: Double) { self.value = value }
    var description: String { "\(value) m" }
}
struct Tag: ExpressibleByStringLiteral { var text: String; init(stringLiteral value: String) { text = "#" + value } }
struct Flag: ExpressibleByBooleanLiteral { var on: Bool; init(booleanLiteral value: Bool) { on = value } }
struct Bag: ExpressibleByArrayLiteral { var items: [Int]; init(arrayLiteral elements: Int...) { items = elements.sorted() } }
struct Nothing: ExpressibleByNilLiteral { init(nilLiteral: ()) { print("made from nil") } }
let a: Meters = 5
let b: Meters = 2.5
let distances: [Meters] = [1, 2.5]
print(a, b, distances)
let tag: Tag = "swift"
let flag: Flag = true
let bag: Bag = [3, 1, 2]
let none: Nothing = nil
print(tag.text, flag.on, bag.items)
func walk(_ distance: Meters) -> String { "walked \(distance)" }
print(walk(10))
