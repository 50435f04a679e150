import BindscopeLanguage
import BindscopeRuntime

/// Ranges as intervals, as scheduling code uses them: `overlaps(_:)` (with either kind of
/// range) and `clamped(to:)` (with the same kind).
extension BuiltinMembers {
    public static let rangeIntervals: [BuiltinMember] = [
        .method("overlaps(_:)", "(Range<Bound>) -> Bool") { use in
            let other = try use.checker.checkValue(use.arguments[0].value, expecting: use.base.type)
            guard case .range(.int, _) = other.type else {
                throw Diagnostic(ConversionContext.argument.mismatch(other.type, use.base.type), at: use.arguments[0].value.location)
            }
            let evaluate = use.evaluate, second = other.evaluate
            return Checked(.bool) { execution in
                // Over Ints a closed range `l...u` is the half-open `l..<u+1`; two ranges
                // overlap when their intervals share an integer, as the library's tests say.
                let a = BuiltinMembers.halfOpenBounds(try evaluate(execution)), b = BuiltinMembers.halfOpenBounds(try second(execution))
                return .bool(max(a.lower, b.lower) < min(a.end, b.end))
            }
        },
        .method("clamped(to:)", "(Self) -> Self") { use in
            let limits = try use.argument(0, as: use.base.type)
            let evaluate = use.evaluate
            return Checked(use.base.type) { execution in
                guard case .range(let lower, let upper, let closed) = try evaluate(execution),
                    case .range(let low, let high, _) = try limits(execution)
                else { preconditionFailure("expected ranges") }
                // The library's formula: each bound moved inside the limits.
                let newLower = low > lower ? low : high < lower ? high : lower
                let newUpper = high < upper ? high : low > upper ? low : upper
                return .range(lower: newLower, upper: newUpper, closed: closed)
            }
        },
    ]
}

extension BuiltinMembers {
    /// A range's integers as `lower..<end`.
    public static func halfOpenBounds(_ value: Value) -> (lower: Int, end: Int) {
        guard case .range(let lower, let upper, let closed) = value else { preconditionFailure("expected a range") }
        return (lower, closed ? upper + 1 : upper)
    }
}
