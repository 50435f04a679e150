import BindscopeLanguage
import BindscopeRuntime

/// `+=`, `-=` or `*=` on an Int: data, not a closure, so the update computes inline where a
/// closure would cost an indirect call per iteration of `total += …`.
public struct IntegerUpdate {
    public enum Operation { case add, subtract, multiply }

    public let operation: Operation
    public let overflow: RuntimeError

    @inline(__always)
    public func callAsFunction(_ a: Int, _ b: Int) throws -> Int {
        let (result, overflowed) = switch operation {
        case .add: a.addingReportingOverflow(b)
        case .subtract: a.subtractingReportingOverflow(b)
        case .multiply: a.multipliedReportingOverflow(by: b)
        }
        if overflowed { throw overflow }
        return result
    }

    public init(operation: Operation, overflow: RuntimeError) {
        self.operation = operation
        self.overflow = overflow
    }
}

/// `Int` operators compiled for their operands: one closure that evaluates both sides and
/// computes, instead of a generic operation called on two dynamic values. The checker knows
/// both sides are `Int`; a literal right-hand side (`i % 7`, `n - 1`) is folded into the closure.
extension Operators {
    /// `a op b` on two Ints, trapping where Swift traps (the same errors, in the same order, as
    /// `integerOperation`, its twin on `Value`s); nil for an operator Int lacks.
    /// The right operand's form is made only when no literal folds into the operation.
    public static func integerForm(
        _ op: String, _ left: @autoclosure () -> IntForm, _ right: @autoclosure () -> IntForm, constant: Int?,
        at location: SourceLocation
    ) -> IntForm? {
        let overflow = RuntimeError.arithmeticOverflow.located(at: location)
        if let constant, let folded = integerForm(op, left(), constant, overflow: overflow) { return folded }
        let (a, b) = (left().run, right().run)
        switch op {
        case "+":
            return IntForm { execution in
                let (result, overflowed) = try a(execution).addingReportingOverflow(try b(execution))
                if overflowed { throw overflow }
                return result
            }
        case "-":
            return IntForm { execution in
                let (result, overflowed) = try a(execution).subtractingReportingOverflow(try b(execution))
                if overflowed { throw overflow }
                return result
            }
        case "*":
            return IntForm { execution in
                let (result, overflowed) = try a(execution).multipliedReportingOverflow(by: try b(execution))
                if overflowed { throw overflow }
                return result
            }
        case "/":
            return IntForm { execution in
                let x = try a(execution), y = try b(execution)
                return try IntegerDivision.quotient(x, y, at: location)
            }
        case "%":
            return IntForm { execution in
                let x = try a(execution), y = try b(execution)
                return try IntegerDivision.remainder(x, y, at: location)
            }
        // Overflow operators wrap; bitwise operators and smart shifts cannot trap.
        case "&+": return IntForm { try a($0) &+ b($0) }
        case "&-": return IntForm { try a($0) &- b($0) }
        case "&*": return IntForm { try a($0) &* b($0) }
        case "&": return IntForm { try a($0) & b($0) }
        case "|": return IntForm { try a($0) | b($0) }
        case "^": return IntForm { try a($0) ^ b($0) }
        case "<<": return IntForm { try a($0) << b($0) }
        case ">>": return IntForm { try a($0) >> b($0) }
        case "&<<": return IntForm { try a($0) &<< b($0) }
        case "&>>": return IntForm { try a($0) &>> b($0) }
        default: return nil
        }
    }

    /// `a op k` with k known when checking: `%` and `/` by a constant other than 0 and -1
    /// cannot trap, so they compute directly.
    private static func integerForm(_ op: String, _ a: IntForm, _ k: Int, overflow: RuntimeError) -> IntForm? {
        let a = a.run
        switch op {
        case "+":
            return IntForm { execution in
                let (result, overflowed) = try a(execution).addingReportingOverflow(k)
                if overflowed { throw overflow }
                return result
            }
        case "-":
            return IntForm { execution in
                let (result, overflowed) = try a(execution).subtractingReportingOverflow(k)
                if overflowed { throw overflow }
                return result
            }
        case "%" where k != 0 && k != -1:
            return IntForm { try a($0) % k }
        case "/" where k != 0 && k != -1:
            return IntForm { try a($0) / k }
        default:
            return nil
        }
    }

    /// `a op b` comparing two Ints.
    public static func integerComparison(
        _ op: String, _ left: @autoclosure () -> IntForm, _ right: @autoclosure () -> IntForm, constant: Int?
    ) -> Evaluator? {
        let a = left().run
        if let k = constant {
            switch op {
            case "<": return { .bool(try a($0) < k) }
            case "<=": return { .bool(try a($0) <= k) }
            case ">": return { .bool(try a($0) > k) }
            case ">=": return { .bool(try a($0) >= k) }
            case "==": return { .bool(try a($0) == k) }
            case "!=": return { .bool(try a($0) != k) }
            default: return nil
            }
        }
        let b = right().run
        switch op {
        case "<": return { execution in .bool(try a(execution) < b(execution)) }
        case "<=": return { execution in .bool(try a(execution) <= b(execution)) }
        case ">": return { execution in .bool(try a(execution) > b(execution)) }
        case ">=": return { execution in .bool(try a(execution) >= b(execution)) }
        case "==": return { execution in .bool(try a(execution) == b(execution)) }
        case "!=": return { execution in .bool(try a(execution) != b(execution)) }
        default: return nil
        }
    }

    /// `+=`, `-=`, `*=` on Ints, trapping on overflow as Swift does; nil for other operators.
    public static func integerUpdate(_ op: String, at location: SourceLocation) -> IntegerUpdate? {
        let overflow = RuntimeError.arithmeticOverflow.located(at: location)
        switch op {
        case "+": return IntegerUpdate(operation: .add, overflow: overflow)
        case "-": return IntegerUpdate(operation: .subtract, overflow: overflow)
        case "*": return IntegerUpdate(operation: .multiply, overflow: overflow)
        default: return nil
        }
    }

    /// The value of an integer literal written as the operand (`7`, `1_000`), for folding.
    public static func integerConstant(_ expression: Expression) -> Int? {
        guard case .integerLiteral(let text) = expression.kind else { return nil }
        return Int(text.filter { $0 != "_" })
    }
}
