extension Value {
    /// `<` for the Comparable types the checker admits: Int, Double, String.
    public static func less(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): a < b
        case (.double(let a), .double(let b)): a < b
        case (.string(let a), .string(let b)): a < b
        case (.substring, _), (_, .substring): lhs.asString < rhs.asString
        case (.sized(let a), .sized(let b)): a.width.arithmetic.less(a.bits, b.bits)
        case (.float(let a), .float(let b)): a < b
        case (.character(let a), .character(let b)): a < b
        case (.stringIndex(let a), .stringIndex(let b)): a.offset < b.offset
        case (.unicodeScalar(let a), .unicodeScalar(let b)): a < b
        case (.tuple(let a), .tuple(let b)):
            // Lexicographic, as Swift's tuple `<`: the first unequal pair decides.
            if let index = a.indices.first(where: { a[$0] != b[$0] }) { less(a[index], b[index]) } else { false }
        default: preconditionFailure("not comparable: \(lhs), \(rhs)")
        }
    }
}
