// Keys equal by a declared == are duplicates: uniqueKeysWithValues traps on the second one
struct Code: Hashable, CustomStringConvertible {
    let value: String
    let note: Int
    static func == (lhs: Code, rhs: Code) -> Bool { lhs.value.lowercased() == rhs.value.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(value.lowercased()) }
    var description: String { "\(value)/\(note)" }
}
let table = [Code(value: "ab", note: 1): "x"]
print(table[Code(value: "AB", note: 2)] ?? "none")
let fine = Dictionary(uniqueKeysWithValues: [(Code(value: "a", note: 1), 1), (Code(value: "b", note: 2), 2)])
print(fine.count, fine[Code(value: "A", note: 0)]!)
let pairs = [(Code(value: "Ok", note: 1), 1), (Code(value: "OK", note: 2), 2)]
let broken = Dictionary(uniqueKeysWithValues: pairs)
print(broken.count)
