import BindscopeLanguage
import BindscopeRuntime

/// Shifts whose amount is of another integer type than the value shifted (`bits << n` with
/// `bits: Int64`, `n: Int`): Swift's shift operators take any `BinaryInteger` amount. The
/// amount arrives here as an `.int`.
extension Operators {
    public static let shiftOperators: Set<String> = ["<<", ">>", "&<<", "&>>"]

    /// `x op amount` for `x` of `type` (Int or a sized integer) and an Int amount.
    public static func shift(_ op: String, on type: SessionType, at location: SourceLocation) -> Operation? {
        switch type {
        case .int: integerOperation(op, at: location)
        case .sizedInteger(let width):
            { value, amount in
                guard case .sized(let x) = value else { preconditionFailure("checked as \(width)") }
                return .sized(SizedInteger(width: width, bits: width.arithmetic.shift(op, x.bits, amount.asInt)))
            }
        default: nil
        }
    }

    /// An integer value as a shift amount: exactly, or (a `UInt64` past `Int.max`) `Int.max`,
    /// which shifts everything out as the value would; a masking shift reads only the low
    /// bits, which the bit pattern keeps.
    public static func shiftAmount(_ value: Value, masking: Bool) -> Value {
        guard case .sized(let amount) = value else { return value }
        if masking { return .int(Int(bitPattern: UInt(amount.bits))) }
        return .int(amount.width.arithmetic.toInt(amount.bits) ?? Int.max)
    }
}
