// String(repeating:count:), String(_:radix:) and Int(_:radix:).
print(String(repeating: "ab", count: 3), String(repeating: Character("-"), count: 5))
print(String(255, radix: 16), String(255, radix: 16, uppercase: true), String(5, radix: 2), String(-8, radix: 8))
print(Int("ff", radix: 16) as Any, Int("101", radix: 2) as Any, Int("zz", radix: 16) as Any)
print(Int("Z", radix: 36)!, Int("-7f", radix: 16)!)
