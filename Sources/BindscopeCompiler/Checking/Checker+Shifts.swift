import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// `mask << n`, `1 &<< bit`, `value >>= count` where the amount is of another integer type
// than the value: the result has the value's type (a literal value takes the context's).

extension Checker {
    /// The shift when its operands are integers of two types; nil for any other operator or
    /// operands (the general arithmetic then checks them).
    func mixedShift(
        _ op: String, _ lhs: Expression, _ rhs: Expression, expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked? {
        guard Operators.shiftOperators.contains(op), let left = try? checkValue(lhs, expecting: expected),
            Checker.isInteger(left.type), let right = try? checkValue(rhs, expecting: left.type),
            Checker.isInteger(right.type), right.type != left.type,
            let operation = Operators.shift(op, on: left.type, at: location)
        else { return nil }
        let value = left.evaluate, amount = right.evaluate, masking = op.hasPrefix("&")
        return Checked(left.type) { execution in
            try operation(try value(execution), Operators.shiftAmount(try amount(execution), masking: masking))
        }
    }

    /// `value <<= count` with `count` of another integer type: `value = value << count`.
    func mixedShiftAssignment(
        _ target: Expression, _ op: String, _ value: Expression, targetType: SessionType, at location: SourceLocation
    ) throws -> Executor? {
        let shift = String(op.dropLast())
        guard Operators.shiftOperators.contains(shift), Checker.isInteger(targetType),
            let amount = try? checkValue(value, expecting: targetType), Checker.isInteger(amount.type), amount.type != targetType
        else { return nil }
        let shifted = Expression(.binary(operator: shift, lhs: target, rhs: value), at: location)
        return try assignment(target, "=", shifted, at: location)
    }

    private static func isInteger(_ type: SessionType) -> Bool {
        if case .sizedInteger = type { return true }
        return type == .int
    }
}
