import BindscopeLanguage
import BindscopeRuntime

/// `abs`, `min` and `max` of two or more values.
extension LibraryChecking {
    /// `abs(x)` of an Int or a Double.
    func absCall(_ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, [nil], callee: "abs", at: location)
        let value = try checkValue(arguments[0].value, expecting: expected)
        let evaluate = value.evaluate
        switch value.type {
        case .int:
            return Checked(.int) { execution in
                let number = try evaluate(execution).asInt
                guard number != .min else { throw RuntimeError.arithmeticOverflow }
                return .int(abs(number))
            }
        case .double:
            return Checked(.double) { .double(abs(try evaluate($0).asDouble)) }
        default:
            throw Diagnostic(
                "global function 'abs' requires that '\(value.type.displayName)' conform to 'Comparable'",
                at: arguments[0].location)
        }
    }

    func extremum(
        isMinimum: Bool, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        guard arguments.count >= 2 else {
            throw Diagnostic("missing argument for parameter #2 in call", at: location)
        }
        if let label = arguments.compactMap(\.label).first {
            throw Diagnostic("extraneous argument label '\(label):' in call", at: location)
        }
        var values = try arguments.map { try checkValue($0.value, expecting: expected) }
        let type: SessionType = values.contains { $0.type == .double } ? .double : values[0].type
        values = try zip(values, arguments).map { value, argument in
            value.type == type ? value : try check(argument.value, as: type, in: .argument)
        }
        guard let order = ascendingOrder(of: type) else {
            throw Diagnostic(
                "global function '\(isMinimum ? "min" : "max")' requires that '\(type.displayName)' conform to 'Comparable'",
                at: location)
        }
        let evaluators = values.map(\.evaluate)
        // A session's Comparable type has only `<`: Swift's `max` keeps the later of equal
        // values (`y >= x ? y : x`, `>=` being `!(y < x)`).
        let isBuiltin = isComparable(type)
        return Checked(type) { execution in
            let less = order(execution)
            var best = try evaluators[0](execution)
            for evaluate in evaluators.dropFirst() {
                let candidate = try evaluate(execution)
                let better = isMinimum ? try less(candidate, best)
                    : isBuiltin ? Value.less(best, candidate) : !(try less(candidate, best))
                if better { best = candidate }
            }
            return best
        }
    }
}
