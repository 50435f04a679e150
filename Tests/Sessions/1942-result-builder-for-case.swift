// for case and where in a result builder: the passes a pattern or a where clause skips build nothing, in Swift's order
@resultBuilder struct Rows {
    static func buildExpression(_ row: String) -> String { print("  row \(row)"); return row }
    static func buildBlock(_ parts: String...) -> String { parts.joined(separator: " ") }
    static func buildArray(_ rows: [String]) -> String { print("  array \(rows)"); return rows.joined(separator: " | ") }
}
func check(_ n: Int) -> Bool { print("  where \(n)"); return n != 2 }
enum Item { case text(String), number(Int) }
@Rows func table(_ values: [Int?], _ items: [Item]) -> String {
    for case let v? in values { "v\(v)" }
    for case let v? in values where check(v) { "w\(v)" }
    for case .text(let t) in items { t }
    for (i, item) in items.enumerated() where check(i) { "\(i)"; "\(item)" }
}
print(table([1, nil, 2, 3], [.text("a"), .number(1), .text("b")]))
