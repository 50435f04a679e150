extension ValuePrinter {
    /// A `CodingKey` enum's case as the protocol's own description and debugDescription give
    /// it, for print and inside collections alike (`CodingKeys(stringValue: "name", intValue:
    /// nil)`): its type's last name, its raw String or its case name, its raw Int if it has one.
    /// Nil for any other enum.
    static func codingKeyText(_ type: NominalType, _ index: Int) -> String? {
        guard type.conformances.contains("CodingKey"), !type.isCustomStringConvertible else { return nil }
        let name = type.name.split(separator: ".").last.map(String.init) ?? type.name
        var text = type.cases[index].name, number = "nil"
        switch type.cases[index].rawValue {
        case .string(let raw)?: text = raw
        case .int(let raw)?: number = String(raw)
        default: break
        }
        return "\(name)(stringValue: \"\(text)\", intValue: \(number))"
    }
}
