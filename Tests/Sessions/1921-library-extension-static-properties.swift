// main.swift: static stored and computed properties in extensions of library types, as counters and defaults
extension Int {
    static var created = 0
    static var highest: Int {
        get { created * 10 }
        set { created = newValue / 10 }
    }
    static func make(_ value: Int) -> Int {
        created += 1
        return value
    }
}

extension String {
    static var separator = ", "
    static let placeholder = "—"
}

extension Double {
    static let tau = 2 * Double.pi
}

extension UInt8 {
    var bits: String { String(self, radix: 2) }
    static var mask: UInt8 = 0b1111
}

let values = [Int.make(3), Int.make(4), Int.make(5)]
print(values, Int.created, Int.highest)
Int.highest = 70
print(Int.created)
Int.created += 1
print(Int.created, Int.highest)

print(["a", "b"].joined(separator: String.separator))
String.separator = " | "
print(["a", "b", "c"].joined(separator: .separator), String.placeholder)

print((Double.tau * 100).rounded() / 100)
print(UInt8(5).bits, UInt8.mask.bits)
UInt8.mask <<= 2
print(UInt8.mask, (UInt8(0b10110110) & UInt8.mask).bits)
