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
        try value(of: dividend.dividedReportingOverflow(by: divisor), dividing: divisor,
            byZero: .divisionByZero, overflow: .divisionOverflow, at: location)
    }

    @inlinable @inline(__always)
    public static func remainder<T: FixedWidthInteger>(
        _ dividend: T, _ divisor: T, at location: SourceLocation? = nil
    ) throws -> T {
        try value(of: dividend.remainderReportingOverflow(dividingBy: divisor), dividing: divisor,
            byZero: .remainderByZero, overflow: .remainderOverflow, at: location)
    }

    /// The result of a division that reported overflow, or its trap: Swift's reporting
    /// operations report a zero divisor as an overflow too, so one test serves the common path.
    @inlinable @inline(__always)
    static func value<T: FixedWidthInteger>(
        of result: (partialValue: T, overflow: Bool), dividing divisor: T, byZero: RuntimeError, overflow: RuntimeError,
        at location: SourceLocation?
    ) throws -> T {
        guard result.overflow else { return result.partialValue }
        throw trap(divisor == 0 ? byZero : overflow, at: location)
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
