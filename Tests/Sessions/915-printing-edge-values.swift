// What print shows for the values models hold: doubles large and small, nested optionals, tuples, characters
let prices: [Double] = [0.1 + 0.2, 1e-5, 100_000_000, 1e16, 12.0, -0.0, 1 / 3]
print(prices)
print(Double.infinity, -Double.infinity, Double.nan, Double.pi * 1_000_000, Double.greatestFiniteMagnitude)
print(Float(0.1), Float(1) / 3, Float(16_777_217), [Float(2.5)])
let maybe: Int?? = .some(nil)
let nested: [String: [Int?]] = ["a": [1, nil]]
print(maybe as Any, nested, [Optional(Optional(3))])
let point = (x: 1.5, label: Optional("top"), tag: Character("t"))
print(point, [point.tag], "\(point.label as Any)")
print(String(describing: point.label), String(reflecting: "quote\"d"), 7 / 2, -7 / 2, -7 % 3, 7.0 / 2)
debugPrint(prices[0], "line\nbreak", [Character("a")], Optional(2.0) as Any)
print(1, 2, 3, separator: " | ", terminator: "!\n")
print(Int.max, Int.min, UInt8.max, Int8.min, 1_000_000 * 1_000_000)
