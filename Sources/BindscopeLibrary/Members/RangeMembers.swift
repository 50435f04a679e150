import BindscopeLanguage
import BindscopeRuntime

/// `Range<Int>` and `ClosedRange<Int>`: both kinds share one table, as their members agree.
extension BuiltinMembers {
    public static let range = MemberTable("Range", rangeOwn + rangeIntervals + rangeSequence + rangeSlices + [iteratorMaker])

    /// A half-open range's own slices (`items.indices.dropFirst()`): its SubSequence is a Range
    /// again. A closed range's is a `Slice<ClosedRange<Int>>`, not modelled here.
    private static let rangeSlices: [BuiltinMember] = [
        rangeSlice("dropFirst()") { lower, upper, _ in (min(lower + 1, upper), upper) },
        rangeSlice("dropLast()") { lower, upper, _ in (lower, max(upper - 1, lower)) },
        rangeSlice("dropFirst(_:)", negative: "Can't drop a negative number of elements from a collection") { lower, upper, k in
            (lower + min(k, upper - lower), upper)
        },
        rangeSlice("dropLast(_:)", negative: "Can't drop a negative number of elements from a collection") { lower, upper, k in
            (lower, upper - min(k, upper - lower))
        },
        rangeSlice("prefix(_:)", negative: "Can't take a prefix of negative length from a collection") { lower, upper, k in
            (lower, lower + min(k, upper - lower))
        },
        rangeSlice("suffix(_:)", negative: "Can't take a suffix of negative length from a collection") { lower, upper, k in
            (upper - min(k, upper - lower), upper)
        },
        .property("first", "Bound?") { use in
            let evaluate = use.evaluate
            return Checked(.optional(.int)) { execution in
                let (lower, _, count) = BuiltinMembers.rangeBounds(try evaluate(execution))
                return count > 0 ? .optional(.int(lower)) : .none
            }
        },
        .property("last", "Bound?") { use in
            let evaluate = use.evaluate
            return Checked(.optional(.int)) { execution in
                let (lower, _, count) = BuiltinMembers.rangeBounds(try evaluate(execution))
                return count > 0 ? .optional(.int(lower + count - 1)) : .none
            }
        },
    ]

    /// A slice of a half-open range as new bounds, from the old ones and the count argument.
    private static func rangeSlice(
        _ selector: String, negative: String = "",
        _ bounds: @escaping @Sendable (_ lower: Int, _ upper: Int, _ k: Int) -> (Int, Int)
    ) -> BuiltinMember {
        let takesCount = selector.hasSuffix("(_:)")
        return .method(selector, takesCount ? "(Int) -> Range<Bound>" : "() -> Range<Bound>") { use in
            guard case .range(.int, closed: false) = use.base.type else {
                throw Diagnostic(
                    "'\(selector)' of a ClosedRange (a Slice<ClosedRange<Int>>) is not supported in a session", at: use.location)
            }
            let count = takesCount ? try use.argument(0, as: .int) : nil
            let evaluate = use.evaluate, location = use.location
            return Checked(use.base.type) { execution in
                guard case .range(let lower, let upper, _) = try evaluate(execution) else { preconditionFailure("expected a range") }
                let k = try count?(execution).asInt ?? 1
                guard k >= 0 else { throw RuntimeError.fatal(negative).located(at: location) }
                let (newLower, newUpper) = bounds(lower, upper, k)
                return .range(lower: newLower, upper: newUpper, closed: false)
            }
        }
    }

    /// Sequence methods: Array's entries over the range's integers.
    private static let rangeSequence: [BuiltinMember] = array.members.filter { member in
        member.kind == .method
            && ["compactMap", "flatMap", "forEach", "reduce", "allSatisfy", "count", "sorted", "min", "max", "reversed", "enumerated"]
                .contains(member.name)
            || ["contains(where:)", "first(where:)", "last(where:)"].contains(member.selector)
    }.map { member in
        BuiltinMember(
            name: member.name, kind: member.kind, labels: member.labels, takesClosure: member.takesClosure,
            signature: member.signature
        ) { use in
            let evaluate = use.evaluate
            let integers = Checked(.array(.int)) { try BuiltinMembers.elements(of: try evaluate($0), in: $0) }
            return try member.check(use.replacingBase(integers))
        }
    }

    private static let rangeOwn: [BuiltinMember] = [
        describedByPrinter,
        debugDescribedByPrinter,
        bound("lowerBound") { $0.lower },
        bound("upperBound") { $0.upper },
        bound("count") { $0.count },
        .property("isEmpty", "Bool") { use in
            let evaluate = use.evaluate
            return Checked(.bool) { .bool(BuiltinMembers.rangeBounds(try evaluate($0)).count == 0) }
        },
        .method("contains(_:)", "(Bound) -> Bool") { use in
            let needle = try use.argument(0, as: .int)
            let evaluate = use.evaluate
            return Checked(.bool) { execution in
                guard case .range(let lower, let upper, let closed) = try evaluate(execution) else { preconditionFailure() }
                let value = try needle(execution).asInt
                return .bool(value >= lower && (closed ? value <= upper : value < upper))
            }
        },
        .method("map(_:)", "((Bound) -> T) -> [T]", closure: true) { use in
            let evaluate = use.evaluate
            return try use.checker.mapCall(elementType: .int, use.arguments[0], at: use.location) {
                try BuiltinMembers.elements(of: evaluate($0), in: $0).asArray
            }
        },
        .method("filter(_:)", "((Bound) -> Bool) -> [Bound]", closure: true) { use in
            let predicate = try use.function(0, [.int], .bool)
            let evaluate = use.evaluate
            return Checked(.array(.int)) { execution in
                let closure = try predicate(execution)
                return .array(try BuiltinMembers.elements(of: evaluate(execution), in: execution).asArray.filter { try closure.invoke(execution, [$0]).asBool })
            }
        },
    ]

    private static func bound(
        _ name: String, _ read: @escaping @Sendable ((lower: Int, upper: Int, count: Int)) -> Int
    ) -> BuiltinMember {
        .property(name, "Int") { use in
            let evaluate = use.evaluate
            return Checked(.int) { .int(read(BuiltinMembers.rangeBounds(try evaluate($0)))) }
        }
    }
}

extension BuiltinMembers {
    public static func rangeBounds(_ value: Value) -> (lower: Int, upper: Int, count: Int) {
        guard case .range(let lower, let upper, let closed) = value else { preconditionFailure("expected a range") }
        return (lower, upper, upper - lower + (closed ? 1 : 0))
    }
}

extension BuiltinMembers {
    /// A range of Int's integers as an array, within the memory limit.
    public static func elements(of range: Value, in execution: Execution) throws -> Value {
        guard case .range(let lower, let upper, let closed) = range else { preconditionFailure() }
        let end = closed ? upper + 1 : upper
        try execution.memoryLimit.checkArray(count: end.subtractingReportingOverflow(lower).overflow ? Int.max : end - lower)
        return .array((lower..<max(lower, end)).map(Value.int))
    }
}
