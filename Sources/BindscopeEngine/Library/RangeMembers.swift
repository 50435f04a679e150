import BindscopeLanguage

/// `Range<Int>` and `ClosedRange<Int>`: both kinds share one table, as their members agree.
extension BuiltinMembers {
    static let range = MemberTable("Range", rangeOwn + rangeIntervals + rangeSequence)

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
            let integers = Checked(.array(.int)) { Checker.elements(of: try evaluate($0)) }
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
            return Checked(.bool) { .bool(Checker.rangeBounds(try evaluate($0)).count == 0) }
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
                try Checker.elements(of: evaluate($0)).asArray
            }
        },
        .method("filter(_:)", "((Bound) -> Bool) -> [Bound]", closure: true) { use in
            let predicate = try use.function(0, [.int], .bool)
            let evaluate = use.evaluate
            return Checked(.array(.int)) { execution in
                let closure = try predicate(execution)
                return .array(try Checker.elements(of: evaluate(execution)).asArray.filter { try closure.invoke(execution, [$0]).asBool })
            }
        },
    ]

    private static func bound(
        _ name: String, _ read: @escaping @Sendable ((lower: Int, upper: Int, count: Int)) -> Int
    ) -> BuiltinMember {
        .property(name, "Int") { use in
            let evaluate = use.evaluate
            return Checked(.int) { .int(read(Checker.rangeBounds(try evaluate($0)))) }
        }
    }
}

extension Checker {
    static func rangeBounds(_ value: Value) -> (lower: Int, upper: Int, count: Int) {
        guard case .range(let lower, let upper, let closed) = value else { preconditionFailure("expected a range") }
        return (lower, upper, upper - lower + (closed ? 1 : 0))
    }

}
