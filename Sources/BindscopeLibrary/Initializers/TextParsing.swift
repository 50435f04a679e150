import BindscopeLanguage
import BindscopeRuntime

/// Values parsed from text by the failable initializers that Int and Double have too:
/// `Bool("true")`, `Float("2.5")`, `UInt8("255")` (nil when the text is not one, or does not fit).
extension LibraryChecking {
    /// `T(text)` for a sized integer or Float; nil when the argument is no String or Substring.
    public func fixedWidthParsing(to target: SessionType, _ arguments: [Argument]) throws -> Checked? {
        guard target.isFixedWidth, arguments.count == 1, arguments[0].label == nil else { return nil }
        let text = try checkValue(arguments[0].value, expecting: .string)
        guard text.type == .string || text.type == .substring else { return nil }
        let evaluate = text.evaluate
        switch target {
        case .float:
            return Checked(.optional(.float)) { .optional(Float(try evaluate($0).asString).map(Value.float)) }
        case .sizedInteger(let width):
            let arithmetic = width.arithmetic
            return Checked(.optional(target)) { execution in
                let text = try evaluate(execution).asString
                // Parsed as the widest type of its signedness, then fitted: UInt64's top half is no Int.
                let bits = arithmetic.isSigned
                    ? Int64(text).flatMap { arithmetic.fromInt(Int($0)) }
                    : UInt64(text).flatMap(arithmetic.fromUInt64)
                return .optional(bits.map { .sized(SizedInteger(width: width, bits: $0)) })
            }
        default:
            return nil
        }
    }

    /// `Bool("true")`: only `true` and `false` are Bools; `Bool(flag)` is the flag.
    public func boolInitializer(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, [nil], callee: "Bool", at: location)
        let value = try checkValue(arguments[0].value, expecting: .bool)
        let evaluate = value.evaluate
        switch value.type {
        case .bool:
            return value
        case .string, .substring:
            return Checked(.optional(.bool)) { execution in
                switch try evaluate(execution).asString {
                case "true": .some(.bool(true))
                case "false": .some(.bool(false))
                default: .none
                }
            }
        default:
            throw Diagnostic("no exact matches in call to initializer", at: location)
        }
    }
}
