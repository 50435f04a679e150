import BindscopeLanguage

/// Integer `/` and `%` as Swift's: a zero divisor, and the one quotient that overflows
/// (`T.min / -1`), trap with Swift's words. The one rule every evaluator tier calls: the
/// general operators, the Int word form (`IntForm`), the scalar tier, the sized integers and
/// `quotientAndRemainder(dividingBy:)`; a trap is located where the compiled code gives one.
public enum IntegerDivision {
    @inlinable @inline(__always)
    public static func quotient<T: FixedWidthInteger>(
        _ dividend: T, _ divisor: T, at location: SourceLocation? = nil
    ) throws -> T {
        guard divisor != 0 else { throw trap(.divisionByZero, at: location) }
        let (result, overflowed) = dividend.dividedReportingOverflow(by: divisor)
        if overflowed { throw trap(.divisionOverflow, at: location) }
        return result
    }

    @inlinable @inline(__always)
    public static func remainder<T: FixedWidthInteger>(
        _ dividend: T, _ divisor: T, at location: SourceLocation? = nil
    ) throws -> T {
        guard divisor != 0 else { throw trap(.remainderByZero, at: location) }
        let (result, overflowed) = dividend.remainderReportingOverflow(dividingBy: divisor)
        if overflowed { throw trap(.remainderOverflow, at: location) }
        return result
    }

    /// Both at once, trapping as `/` does (Swift's `quotientAndRemainder(dividingBy:)`).
    @inlinable @inline(__always)
    public static func quotientAndRemainder<T: FixedWidthInteger>(
        _ dividend: T, _ divisor: T, at location: SourceLocation? = nil
    ) throws -> (quotient: T, remainder: T) {
        (try quotient(dividend, divisor, at: location), dividend % divisor)
    }

    @usableFromInline static func trap(_ error: RuntimeError, at location: SourceLocation?) -> RuntimeError {
        location.map { error.located(at: $0) } ?? error
    }
}
