import BindscopeLanguage
import BindscopeRuntime

/// The arithmetic Swift defines on the session's types, trapping where Swift traps.
public enum Operators {
    public typealias Operation = (Value, Value) throws -> Value

    /// `limit`: the session's memory limit, which `+` on strings and arrays checks first.
    public static func arithmetic(_ op: String, on type: SessionType, at location: SourceLocation, limit: MemoryLimit) -> Operation? {
        switch type {
        case .int: integerOperation(op, at: location)
        case .double: floating(op)
        case .sizedInteger(let width):
            ["+", "-", "*", "/", "%", "&+", "&-", "&*", "&", "|", "^", "<<", ">>", "&<<", "&>>"].contains(op)
                ? { a, b in
                    guard case .sized(let x) = a, case .sized(let y) = b else { preconditionFailure("checked as \(width)") }
                    do {
                        return .sized(SizedInteger(width: width, bits: try width.arithmetic.binary(op, x.bits, y.bits)))
                    } catch let error as RuntimeError {
                        throw error.located(at: location)
                    }
                } : nil
        case .float: floatOperation(op)
        case .string where op == "+", .substring where op == "+":
            { a, b in
                let left = a.asString, right = b.asString
                do { try limit.checkString(bytes: left.utf8.count, plus: right.utf8.count) } catch let error as RuntimeError {
                    throw error.located(at: location)
                }
                return .string(left + right)
            }
        case .array where op == "+":
            { a, b in
                let left = a.asArray, right = b.asArray
                do { try limit.checkArray(count: left.count, plus: right.count) } catch let error as RuntimeError {
                    throw error.located(at: location)
                }
                return .array(left + right)
            }
        default: nil
        }
    }

    public static func integerOperation(_ op: String, at location: SourceLocation) -> Operation? {
        func checked(
            _ result: (partialValue: Int, overflow: Bool), _ overflow: RuntimeError = .arithmeticOverflow
        ) throws -> Value {
            guard !result.overflow else { throw overflow.located(at: location) }
            return .int(result.partialValue)
        }
        switch op {
        case "+": return { try checked($0.asInt.addingReportingOverflow($1.asInt)) }
        case "-": return { try checked($0.asInt.subtractingReportingOverflow($1.asInt)) }
        case "*": return { try checked($0.asInt.multipliedReportingOverflow(by: $1.asInt)) }
        case "/": return { .int(try IntegerDivision.quotient($0.asInt, $1.asInt, at: location)) }
        case "%": return { .int(try IntegerDivision.remainder($0.asInt, $1.asInt, at: location)) }
        // Overflow operators wrap; bitwise operators and shifts cannot trap (Swift's `<<` and
        // `>>` on Int are "smart" shifts: a negative amount shifts the other way, an amount
        // past the width gives 0, or -1 for `>>` of a negative value).
        case "&+": return { .int($0.asInt &+ $1.asInt) }
        case "&-": return { .int($0.asInt &- $1.asInt) }
        case "&*": return { .int($0.asInt &* $1.asInt) }
        case "&": return { .int($0.asInt & $1.asInt) }
        case "|": return { .int($0.asInt | $1.asInt) }
        case "^": return { .int($0.asInt ^ $1.asInt) }
        case "<<": return { .int($0.asInt << $1.asInt) }
        case ">>": return { .int($0.asInt >> $1.asInt) }
        // Masking shifts take the amount modulo 64.
        case "&<<": return { .int($0.asInt &<< $1.asInt) }
        case "&>>": return { .int($0.asInt &>> $1.asInt) }
        default: return nil
        }
    }

    private static func floating(_ op: String) -> Operation? {
        switch op {
        case "+": { .double($0.asDouble + $1.asDouble) }
        case "-": { .double($0.asDouble - $1.asDouble) }
        case "*": { .double($0.asDouble * $1.asDouble) }
        case "/": { .double($0.asDouble / $1.asDouble) }
        default: nil
        }
    }

    private static func floatOperation(_ op: String) -> Operation? {
        func float(_ value: Value) -> Float {
            if case .float(let number) = value { return number }
            preconditionFailure("checked as Float")
        }
        switch op {
        case "+": return { .float(float($0) + float($1)) }
        case "-": return { .float(float($0) - float($1)) }
        case "*": return { .float(float($0) * float($1)) }
        case "/": return { .float(float($0) / float($1)) }
        default: return nil
        }
    }

    public static func isNaN(_ value: Value) -> Bool {
        if case .double(let number) = value { return number.isNaN }
        return false
    }
}
