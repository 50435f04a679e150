import BindscopeLanguage
import BindscopeRuntime

/// A session type conforming to one of the library's `ExpressibleBy…Literal` protocols is
/// made from a literal where the context expects it (`let distance: Meters = 5`), as Swift
/// does: by its `init(integerLiteral:)` (and the like) given the literal as the library type.
extension Checker {
    /// Each literal protocol, its initializer's label, and the literal kinds it takes.
    public static let literalProtocols: [(protocol: String, label: String)] = [
        ("ExpressibleByIntegerLiteral", "integerLiteral"),
        ("ExpressibleByFloatLiteral", "floatLiteral"),
        ("ExpressibleByStringLiteral", "stringLiteral"),
        ("ExpressibleByBooleanLiteral", "booleanLiteral"),
        ("ExpressibleByArrayLiteral", "arrayLiteral"),
        ("ExpressibleByNilLiteral", "nilLiteral"),
    ]

    /// `expression`, a literal, made into a value of `expected` by its literal initializer;
    /// nil when `expected` is no session type taking that literal.
    func literalThroughProtocol(_ expression: Expression, expecting expected: SessionType?) throws -> Checked? {
        guard case .nominal(let type)? = expected, !type.conformances.isEmpty else { return nil }
        let label: String
        switch expression.kind {
        case .integerLiteral where type.conformances.contains("ExpressibleByIntegerLiteral"): label = "integerLiteral"
        case .integerLiteral, .floatLiteral:
            guard type.conformances.contains("ExpressibleByFloatLiteral") else { return nil }
            label = "floatLiteral"
        case .stringLiteral(let segments) where type.conformances.contains("ExpressibleByStringLiteral"):
            // An interpolation needs ExpressibleByStringInterpolation, which is not modelled.
            guard segments.allSatisfy({ if case .text = $0 { true } else { false } }) else { return nil }
            label = "stringLiteral"
        case .booleanLiteral where type.conformances.contains("ExpressibleByBooleanLiteral"): label = "booleanLiteral"
        case .arrayLiteral(let elements) where type.conformances.contains("ExpressibleByArrayLiteral"):
            // `init(arrayLiteral elements: Element...)`: the elements are its variadic arguments.
            let arguments = elements.enumerated().map { index, element in
                Argument(label: index == 0 ? "arrayLiteral" : nil, value: element, location: element.location)
            }
            return try initializer(of: .nominal(type), arguments, expecting: expected, at: expression.location)
        case .nilLiteral where type.conformances.contains("ExpressibleByNilLiteral"):
            let unit = Expression(.tuple([]), at: expression.location)
            return try initializer(
                of: .nominal(type), [Argument(label: "nilLiteral", value: unit, location: expression.location)],
                expecting: expected, at: expression.location)
        default:
            return nil
        }
        return try initializer(
            of: .nominal(type), [Argument(label: label, value: expression, location: expression.location)],
            expecting: expected, at: expression.location)
    }
}
