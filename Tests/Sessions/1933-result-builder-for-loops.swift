// for … in a result builder: each pass's block is collected, then buildArray; a where clause skips passes
@resultBuilder struct Rows {
    static func buildExpression(_ row: String) -> String { print("  row \(row)"); return row }
    static func buildBlock(_ parts: String...) -> String { print("  block \(parts)"); return parts.joined(separator: " ") }
    static func buildArray(_ rows: [String]) -> String { print("  array \(rows)"); return rows.joined(separator: " | ") }
    static func buildOptional(_ part: String?) -> String { part ?? "" }
}
func item(_ i: Int) -> String { print("  item(\(i))"); return "i\(i)" }
@Rows func table(_ names: [String]) -> String {
    "start"
    for name in names { name }
    for (index, name) in names.enumerated() where index % 2 == 0 {
        "\(index):"
        name
    }
    for i in 1...3 {
        item(i)
        if i == 2 { "two" }
    }
    for _ in 0..<0 { "never" }
    "end"
}
print(table(["a", "b", "c"]))
print(table([]))
