// A variadic parameter is an array inside the function; it may receive no arguments at all.
func sum(_ numbers: Int...) -> Int {
    var total = 0
    for number in numbers { total += number }
    return total
}
print(sum())
print(sum(4))
print(sum(1, 2, 3, 4))
func describe(_ label: String, values: Double..., unit: String = "m") -> String {
    "\(label): \(values.count) values, first \(values.first ?? 0)\(unit)"
}
print(describe("heights", values: 1.5, 2.25, unit: "cm"))
print(describe("none"))
