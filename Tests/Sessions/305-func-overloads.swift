// Overloads: the same name with different labels or parameter types.
func area(side: Double) -> Double { side * side }
func area(width: Double, height: Double) -> Double { width * height }
print(area(side: 3))
print(area(width: 2, height: 4.5))
func describe(_ value: Int) -> String { "an Int: \(value)" }
func describe(_ value: String) -> String { "a String: \(value)" }
func describe(_ value: Bool) -> String { "a Bool: \(value)" }
func describe(_ value: Double) -> String { "a Double: \(value)" }
print(describe(42))
print(describe("hi"))
print(describe(true))
print(describe(2.5))
