// Swift.min and Swift.max name the library's functions even inside a type with its own min
struct Range10 {
    var low = 0
    var high = 10
    func min(_ value: Int) -> Int { value - low }
    func clamp(_ value: Int) -> Int { Swift.max(low, Swift.min(value, high)) }
}
let r = Range10()
print(r.clamp(42), r.clamp(-3), r.clamp(7), r.min(4))
print(Swift.min(3, 1, 2), Swift.max(4.5, 2.0), Swift.min("pear", "apple"))
print(Swift.abs(-7), Swift.Int.max > 0, Swift.String(42))
let xs: Swift.Array<Swift.Int> = [1, 2]
print(Swift.type(of: xs))
