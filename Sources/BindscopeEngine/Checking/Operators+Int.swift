import BindscopeLanguage

/// `Int` operators compiled for their operands: one closure that evaluates both sides and
/// computes, instead of a generic operation called on two dynamic values. The checker knows
/// both sides are `Int`; a literal right-hand side (`i % 7`, `n - 1`) is folded into the closure.
extension Operators {
    /// `a op b` on two Ints, trapping where Swift traps; nil for an operator Int lacks.
    static func integerEvaluator(
        _ op: String, _ a: @escaping Evaluator, _ b: @escaping Evaluator, constant: Int?, at location: SourceLocation
    ) -> Evaluator? {
        let overflow = RuntimeError.arithmeticOverflow.located(at: location)
        if let constant, let folded = integerEvaluator(op, a, constant, overflow: overflow) { return folded }
        switch op {
        case "+":
            return { execution in
                let (result, overflowed) = try a(execution).asInt.addingReportingOverflow(try b(execution).asInt)
                if overflowed { throw overflow }
                return .int(result)
            }
        case "-":
            return { execution in
                let (result, overflowed) = try a(execution).asInt.subtractingReportingOverflow(try b(execution).asInt)
                if overflowed { throw overflow }
                return .int(result)
            }
        case "*":
            return { execution in
                let (result, overflowed) = try a(execution).asInt.multipliedReportingOverflow(by: try b(execution).asInt)
                if overflowed { throw overflow }
                return .int(result)
            }
        default:
            // `/` and `%` keep the generic operation's checks and messages.
            guard let operation = integerOperation(op, at: location) else { return nil }
            return { execution in try operation(try a(execution), try b(execution)) }
        }
    }

    /// `a op k` with k known when checking: `%` and `/` by a constant other than 0 and -1
    /// cannot trap, so they compute directly.
    private static func integerEvaluator(
        _ op: String, _ a: @escaping Evaluator, _ k: Int, overflow: RuntimeError
    ) -> Evaluator? {
        switch op {
        case "+":
            return { execution in
                let (result, overflowed) = try a(execution).asInt.addingReportingOverflow(k)
                if overflowed { throw overflow }
                return .int(result)
            }
        case "-":
            return { execution in
                let (result, overflowed) = try a(execution).asInt.subtractingReportingOverflow(k)
                if overflowed { throw overflow }
                return .int(result)
            }
        case "%" where k != 0 && k != -1:
            return { .int(try a($0).asInt % k) }
        case "/" where k != 0 && k != -1:
            return { .int(try a($0).asInt / k) }
        default:
            return nil
        }
    }

    /// `a op b` comparing two Ints.
    static func integerComparison(_ op: String, _ a: @escaping Evaluator, _ b: @escaping Evaluator, constant: Int?) -> Evaluator? {
        if let k = constant {
            switch op {
            case "<": return { .bool(try a($0).asInt < k) }
            case "<=": return { .bool(try a($0).asInt <= k) }
            case ">": return { .bool(try a($0).asInt > k) }
            case ">=": return { .bool(try a($0).asInt >= k) }
            case "==": return { .bool(try a($0).asInt == k) }
            case "!=": return { .bool(try a($0).asInt != k) }
            default: return nil
            }
        }
        switch op {
        case "<": return { execution in .bool(try a(execution).asInt < b(execution).asInt) }
        case "<=": return { execution in .bool(try a(execution).asInt <= b(execution).asInt) }
        case ">": return { execution in .bool(try a(execution).asInt > b(execution).asInt) }
        case ">=": return { execution in .bool(try a(execution).asInt >= b(execution).asInt) }
        case "==": return { execution in .bool(try a(execution).asInt == b(execution).asInt) }
        case "!=": return { execution in .bool(try a(execution).asInt != b(execution).asInt) }
        default: return nil
        }
    }

    /// `+=`, `-=`, `*=` on Ints, trapping on overflow as Swift does; nil for other operators.
    static func integerUpdate(_ op: String, at location: SourceLocation) -> ((Int, Int) throws -> Int)? {
        let overflow = RuntimeError.arithmeticOverflow.located(at: location)
        switch op {
        case "+":
            return { a, b in
                let (result, overflowed) = a.addingReportingOverflow(b)
                if overflowed { throw overflow }
                return result
            }
        case "-":
            return { a, b in
                let (result, overflowed) = a.subtractingReportingOverflow(b)
                if overflowed { throw overflow }
                return result
            }
        case "*":
            return { a, b in
                let (result, overflowed) = a.multipliedReportingOverflow(by: b)
                if overflowed { throw overflow }
                return result
            }
        default:
            return nil
        }
    }

    /// The value of an integer literal written as the operand (`7`, `1_000`), for folding.
    static func integerConstant(_ expression: Expression) -> Int? {
        guard case .integerLiteral(let text) = expression.kind else { return nil }
        return Int(text.filter { $0 != "_" })
    }
}
