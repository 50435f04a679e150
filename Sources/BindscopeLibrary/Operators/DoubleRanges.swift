import BindscopeLanguage
import BindscopeRuntime

// `ClosedRange<Double>` and `Range<Double>`: a slider's `0...1`, a price filter's `10...50`.
// They share `Value.range` with Int ranges, each bound stored as its Double's bit pattern (as
// String.Index ranges store packed indices); the static type `.range(.double, …)` says how to
// read them. They are intervals, not sequences, as in Swift: no iteration, no count.

extension LibraryChecking {
    /// `a...b` or `a..<b` when either bound is a Double (or the context wants a Double range):
    /// nil for Int ranges, which the caller builds.
    public func doubleRangeOperator(
        _ op: String, _ lhs: Expression, _ rhs: Expression, expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked? {
        let wanted: Bool
        if case .range(.double, _)? = expected?.unwrappedOnce {
            wanted = true
        } else {
            wanted = [lhs, rhs].contains { (try? checkValue($0))?.type == .double }
        }
        guard wanted else { return nil }
        let left = try check(lhs, as: .double, in: .argument).evaluate
        let right = try check(rhs, as: .double, in: .argument).evaluate
        let closed = op == "..."
        return Checked(.range(.double, closed: closed)) { execution in
            let lower = try left(execution).asDouble, upper = try right(execution).asDouble
            guard lower <= upper else { throw RuntimeError.rangeBoundsReversed.located(at: location) }
            return .doubleRange(lower: lower, upper: upper, closed: closed)
        }
    }

    /// `(0...1).contains(volume)` with a Double `volume`: Swift types the literal range from
    /// the argument, so it is a Double range. Nil for any other receiver.
    public func literalRangeReceiver(_ base: Expression, _ arguments: [Argument]) throws -> Checked? {
        var range = base
        while case .parenthesized(let inner) = range.kind { range = inner }
        guard case .binary(let op, let lhs, let rhs) = range.kind, op == "..." || op == "..<",
            lhs.isNumericLiteral, rhs.isNumericLiteral, arguments.count == 1,
            (try? checkValue(arguments[0].value))?.type == .double
        else { return nil }
        return try check(base, expecting: .range(.double, closed: op == "..."))
    }
}

extension BuiltinMembers {
    public static func doubleRangeContains(_ range: Value, _ x: Double) -> Bool {
        let (lower, upper, closed) = range.doubleBounds
        return lower <= x && (closed ? x <= upper : x < upper)
    }
}

/// A Double range's members: its bounds, `contains`, `isEmpty`, `overlaps`, `clamped(to:)`.
extension BuiltinMembers {
    public static let doubleRange = MemberTable("Range", [
        describedByPrinter,
        doubleBound("lowerBound") { $0.lower },
        doubleBound("upperBound") { $0.upper },
        .property("isEmpty", "Bool") { use in
            let evaluate = use.evaluate
            return Checked(.bool) { execution in
                let (lower, upper, closed) = try evaluate(execution).doubleBounds
                return .bool(!closed && lower == upper)
            }
        },
        .method("contains(_:)", "(Bound) -> Bool") { use in
            let needle = try use.argument(0, as: .double)
            let evaluate = use.evaluate
            return Checked(.bool) { execution in
                .bool(BuiltinMembers.doubleRangeContains(try evaluate(execution), try needle(execution).asDouble))
            }
        },
        .method("overlaps(_:)", "(Range<Bound>) -> Bool") { use in
            let other = try use.checker.checkValue(use.arguments[0].value, expecting: use.base.type)
            guard case .range(.double, _) = other.type else {
                throw Diagnostic(ConversionContext.argument.mismatch(other.type, use.base.type), at: use.arguments[0].value.location)
            }
            let evaluate = use.evaluate, second = other.evaluate
            return Checked(.bool) { execution in
                // The library's tests: disjoint when one ends before the other starts (an
                // open end at the other's start counts as before), or one is empty.
                let a = try evaluate(execution).doubleBounds, b = try second(execution).doubleBounds
                func endsBefore(_ x: (lower: Double, upper: Double, closed: Bool), _ start: Double) -> Bool {
                    x.closed ? x.upper < start : x.upper <= start
                }
                let isEmpty = { (x: (lower: Double, upper: Double, closed: Bool)) in !x.closed && x.lower == x.upper }
                return .bool(!(endsBefore(a, b.lower) || endsBefore(b, a.lower) || isEmpty(a) || isEmpty(b)))
            }
        },
        .method("clamped(to:)", "(Self) -> Self") { use in
            let limits = try use.argument(0, as: use.base.type)
            let evaluate = use.evaluate
            return Checked(use.base.type) { execution in
                let (lower, upper, closed) = try evaluate(execution).doubleBounds
                let (low, high, _) = try limits(execution).doubleBounds
                let newLower = low > lower ? low : high < lower ? high : lower
                let newUpper = high < upper ? high : low > upper ? low : upper
                return .doubleRange(lower: newLower, upper: newUpper, closed: closed)
            }
        },
    ])

    private static func doubleBound(
        _ name: String, _ read: @escaping @Sendable ((lower: Double, upper: Double, closed: Bool)) -> Double
    ) -> BuiltinMember {
        .property(name, "Double") { use in
            let evaluate = use.evaluate
            return Checked(.double) { .double(read(try evaluate($0).doubleBounds)) }
        }
    }
}
