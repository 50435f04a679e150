import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// A compiled expression of the scalar tier, by its type.
public enum ScalarCode {
    case int(IntCode)
    case double(DoubleCode)
    case bool(BoolCode)

    /// The value as a register's word.
    public var evaluateWord: (Registers, Execution) throws -> Int {
        switch self {
        case .int(let code): code
        case .double(let code): { Int(bitPattern: UInt(try code($0, $1).bitPattern)) }
        case .bool(let code): { try code($0, $1) ? 1 : 0 }
        }
    }
}

extension ScalarCompiler {
    /// The type an expression has on its own; nil for an integer literal, which takes the
    /// type its context gives it (`x * 2` is Double when `x` is), as the checker decides.
    public func naturalType(_ expression: Expression) -> ScalarType? {
        switch expression.kind {
        case .integerLiteral: return nil
        case .floatLiteral: return .double
        case .booleanLiteral: return .bool
        case .identifier(let name): return lookup(name)?.type
        case .member: return field(expression)?.type
        case .parenthesized(let inner): return naturalType(inner)
        case .prefix("-", let operand): return naturalType(operand)
        case .prefix("!", _): return .bool
        case .binary(let op, let lhs, let rhs):
            switch op {
            case "==", "!=", "<", "<=", ">", ">=", "&&", "||": return .bool
            default: return naturalType(lhs) ?? naturalType(rhs)
            }
        case .ternary(_, let then, let otherwise): return naturalType(then) ?? naturalType(otherwise)
        case .call(let calleeSyntax, let arguments): return (try? callee(calleeSyntax, arguments))?.resultType
        default: return nil
        }
    }

    public func expression(_ expression: Expression, as type: ScalarType) throws(Unfit) -> ScalarCode {
        switch type {
        case .int: .int(try integer(expression))
        case .double: .double(try double(expression))
        case .bool: .bool(try boolean(expression))
        }
    }

    public func integer(_ expression: Expression) throws(Unfit) -> IntCode {
        let location = expression.location
        switch expression.kind {
        case .integerLiteral(let text):
            guard let value = Operators.integerConstant(expression) ?? Int(text) else { throw Unfit() }
            return { _, _ in value }
        case .identifier, .member:
            guard let register = intRegister(expression) else { throw Unfit() }
            return { registers, _ in registers[register] }
        case .parenthesized(let inner):
            return try integer(inner)
        case .prefix("-", let operand):
            if case .integerLiteral(let text) = operand.kind, let value = Int("-" + text.filter { $0 != "_" }) {
                return { _, _ in value }
            }
            let value = try integer(operand)
            // Twin: `Checker.prefix`'s Int negation.
            return { registers, execution in
                let number = try value(registers, execution)
                guard number != .min else { throw RuntimeError.arithmeticOverflow.located(at: location) }
                return -number
            }
        case .binary(let op, let lhs, let rhs):
            if let register = intRegister(lhs), let k = Operators.integerConstant(rhs),
                let direct = Self.registerOperation(op, register, k, at: location)
            {
                return direct
            }
            if let left = intRegister(lhs), let right = intRegister(rhs),
                let direct = Self.registerPairOperation(op, left, right, at: location)
            {
                return direct
            }
            let left = try integer(lhs)
            let right = try integer(rhs)
            return try integerOperation(op, left, right, constant: Operators.integerConstant(rhs), at: location)
        case .ternary(let condition, let then, let otherwise):
            if let (register, comparison, k) = registerComparison(condition), case .register(let chosen)? = intShape(then) {
                // `n < 2 ? n : …`, the one-expression recursion: the test and the early
                // value computed here.
                let otherwise = try integer(otherwise)
                return { registers, execution in
                    comparison.holds(registers[register], k) ? registers[chosen] : try otherwise(registers, execution)
                }
            }
            let condition = try boolean(condition)
            let then = try integer(then)
            let otherwise = try integer(otherwise)
            return { registers, execution in
                try condition(registers, execution) ? try then(registers, execution) : try otherwise(registers, execution)
            }
        case .call(let calleeSyntax, let arguments):
            let (callee, codes) = try call(calleeSyntax, arguments)
            guard callee.resultType == .int else { throw Unfit() }
            return Self.calling(callee, codes, from: statementLocation)
        default:
            throw Unfit()
        }
    }

    /// The local (or, in a method, the field of `self`) the expression names.
    public func local(_ expression: Expression) -> Local? {
        if case .identifier(let name) = expression.kind { return lookup(name) }
        return field(expression)
    }

    /// The register of an Int local the expression names.
    public func intRegister(_ expression: Expression) -> Int? {
        guard let local = local(expression), local.type == .int else { return nil }
        return local.register
    }

    /// `n - 1`, `i + 2`: a local and a constant, in one closure (the commonest operation of
    /// all, in loops and recursive calls).
    private static func registerOperation(_ op: String, _ register: Int, _ k: Int, at location: SourceLocation) -> IntCode? {
        let overflow = RuntimeError.arithmeticOverflow.located(at: location)
        switch op {
        case "+":
            return { registers, _ in
                let (result, overflowed) = registers[register].addingReportingOverflow(k)
                if overflowed { throw overflow }
                return result
            }
        case "-":
            return { registers, _ in
                let (result, overflowed) = registers[register].subtractingReportingOverflow(k)
                if overflowed { throw overflow }
                return result
            }
        case "%" where k != 0 && k != -1:
            return { registers, _ in registers[register] % k }
        default:
            return nil
        }
    }

    /// `count + n`, `a - b`: two locals, in one closure.
    private static func registerPairOperation(_ op: String, _ a: Int, _ b: Int, at location: SourceLocation) -> IntCode? {
        let overflow = RuntimeError.arithmeticOverflow.located(at: location)
        switch op {
        case "+":
            return { registers, _ in
                let (result, overflowed) = registers[a].addingReportingOverflow(registers[b])
                if overflowed { throw overflow }
                return result
            }
        case "-":
            return { registers, _ in
                let (result, overflowed) = registers[a].subtractingReportingOverflow(registers[b])
                if overflowed { throw overflow }
                return result
            }
        case "*":
            return { registers, _ in
                let (result, overflowed) = registers[a].multipliedReportingOverflow(by: registers[b])
                if overflowed { throw overflow }
                return result
            }
        default:
            return nil
        }
    }

    /// Twin: `Operators.integerEvaluator` and `Operators.integerOperation` (the same traps,
    /// at the same place).
    private func integerOperation(
        _ op: String, _ a: @escaping IntCode, _ b: @escaping IntCode, constant: Int?, at location: SourceLocation
    ) throws(Unfit) -> IntCode {
        let overflow = RuntimeError.arithmeticOverflow.located(at: location)
        switch op {
        case "+":
            if let k = constant {
                return { registers, execution in
                    let (result, overflowed) = try a(registers, execution).addingReportingOverflow(k)
                    if overflowed { throw overflow }
                    return result
                }
            }
            // `fib(n - 1) + fib(n - 2)`: one object captured, the trap raised out of line.
            let sum = IntSum(a, b, overflow: overflow)
            return { registers, execution in try sum.run(registers, execution) }
        case "-":
            if let k = constant {
                return { registers, execution in
                    let (result, overflowed) = try a(registers, execution).subtractingReportingOverflow(k)
                    if overflowed { throw overflow }
                    return result
                }
            }
            return { registers, execution in
                let (result, overflowed) = try a(registers, execution).subtractingReportingOverflow(try b(registers, execution))
                if overflowed { throw overflow }
                return result
            }
        case "*":
            return { registers, execution in
                let (result, overflowed) = try a(registers, execution).multipliedReportingOverflow(by: try b(registers, execution))
                if overflowed { throw overflow }
                return result
            }
        case "/":
            if let k = constant, k != 0, k != -1 { return { try a($0, $1) / k } }
            return { registers, execution in
                let dividend = try a(registers, execution), divisor = try b(registers, execution)
                return try IntegerDivision.quotient(dividend, divisor, at: location)
            }
        case "%":
            if let k = constant, k != 0, k != -1 { return { try a($0, $1) % k } }
            return { registers, execution in
                let dividend = try a(registers, execution), divisor = try b(registers, execution)
                return try IntegerDivision.remainder(dividend, divisor, at: location)
            }
        case "&+": return { try a($0, $1) &+ b($0, $1) }
        case "&-": return { try a($0, $1) &- b($0, $1) }
        case "&*": return { try a($0, $1) &* b($0, $1) }
        case "&": return { try a($0, $1) & b($0, $1) }
        case "|": return { try a($0, $1) | b($0, $1) }
        case "^": return { try a($0, $1) ^ b($0, $1) }
        case "<<": return { try a($0, $1) << b($0, $1) }
        case ">>": return { try a($0, $1) >> b($0, $1) }
        case "&<<": return { try a($0, $1) &<< b($0, $1) }
        case "&>>": return { try a($0, $1) &>> b($0, $1) }
        default: throw Unfit()
        }
    }

    public func double(_ expression: Expression) throws(Unfit) -> DoubleCode {
        switch expression.kind {
        case .integerLiteral:
            guard let value = Operators.integerConstant(expression) else { throw Unfit() }
            let number = Double(value)
            return { _, _ in number }
        case .floatLiteral(let text):
            guard let value = Double(text.filter { $0 != "_" }) else { throw Unfit() }
            return { _, _ in value }
        case .identifier, .member:
            guard let local = local(expression), local.type == .double else { throw Unfit() }
            let register = local.register
            return { registers, _ in Double(bitPattern: UInt64(UInt(bitPattern: registers[register]))) }
        case .parenthesized(let inner):
            return try double(inner)
        case .prefix("-", let operand):
            let value = try double(operand)
            return { -(try value($0, $1)) }
        case .binary(let op, let lhs, let rhs):
            let a = try double(lhs)
            let b = try double(rhs)
            switch op {
            case "+": return { try a($0, $1) + b($0, $1) }
            case "-": return { try a($0, $1) - b($0, $1) }
            case "*": return { try a($0, $1) * b($0, $1) }
            case "/": return { try a($0, $1) / b($0, $1) }
            default: throw Unfit()
            }
        case .ternary(let condition, let then, let otherwise):
            let condition = try boolean(condition)
            let then = try double(then)
            let otherwise = try double(otherwise)
            return { registers, execution in
                try condition(registers, execution) ? try then(registers, execution) : try otherwise(registers, execution)
            }
        case .call(let calleeSyntax, let arguments):
            let (callee, codes) = try call(calleeSyntax, arguments)
            guard callee.resultType == .double else { throw Unfit() }
            let word = Self.calling(callee, codes, from: statementLocation)
            return { Double(bitPattern: UInt64(UInt(bitPattern: try word($0, $1)))) }
        default:
            throw Unfit()
        }
    }

    public func boolean(_ expression: Expression) throws(Unfit) -> BoolCode {
        switch expression.kind {
        case .booleanLiteral(let value):
            return { _, _ in value }
        case .identifier, .member:
            guard let local = local(expression), local.type == .bool else { throw Unfit() }
            let register = local.register
            return { registers, _ in registers[register] != 0 }
        case .parenthesized(let inner):
            return try boolean(inner)
        case .prefix("!", let operand):
            let value = try boolean(operand)
            return { !(try value($0, $1)) }
        case .binary("&&", let lhs, let rhs):
            let a = try boolean(lhs)
            let b = try boolean(rhs)
            return { try a($0, $1) && b($0, $1) }
        case .binary("||", let lhs, let rhs):
            let a = try boolean(lhs)
            let b = try boolean(rhs)
            return { try a($0, $1) || b($0, $1) }
        case .binary(let op, let lhs, let rhs):
            return try comparison(op, lhs, rhs)
        case .ternary(let condition, let then, let otherwise):
            let condition = try boolean(condition)
            let then = try boolean(then)
            let otherwise = try boolean(otherwise)
            return { registers, execution in
                try condition(registers, execution) ? try then(registers, execution) : try otherwise(registers, execution)
            }
        case .call(let calleeSyntax, let arguments):
            let (callee, codes) = try call(calleeSyntax, arguments)
            guard callee.resultType == .bool else { throw Unfit() }
            let word = Self.calling(callee, codes, from: statementLocation)
            return { try word($0, $1) != 0 }
        default:
            throw Unfit()
        }
    }

    private func comparison(_ op: String, _ lhs: Expression, _ rhs: Expression) throws(Unfit) -> BoolCode {
        switch naturalType(lhs) ?? naturalType(rhs) ?? .int {
        case .int:
            let a = try integer(lhs)
            let b = try integer(rhs)
            if let k = Operators.integerConstant(rhs), let register = intRegister(lhs) {
                switch op {
                case "<": return { registers, _ in registers[register] < k }
                case "<=": return { registers, _ in registers[register] <= k }
                case ">": return { registers, _ in registers[register] > k }
                case ">=": return { registers, _ in registers[register] >= k }
                case "==": return { registers, _ in registers[register] == k }
                case "!=": return { registers, _ in registers[register] != k }
                default: throw Unfit()
                }
            }
            if let k = Operators.integerConstant(rhs) {
                switch op {
                case "<": return { try a($0, $1) < k }
                case "<=": return { try a($0, $1) <= k }
                case ">": return { try a($0, $1) > k }
                case ">=": return { try a($0, $1) >= k }
                case "==": return { try a($0, $1) == k }
                case "!=": return { try a($0, $1) != k }
                default: throw Unfit()
                }
            }
            return try Self.compare(op, a, b)
        case .double:
            let a = try double(lhs)
            let b = try double(rhs)
            return try Self.compare(op, a, b)
        case .bool:
            let a = try boolean(lhs)
            let b = try boolean(rhs)
            switch op {
            case "==": return { try a($0, $1) == b($0, $1) }
            case "!=": return { try a($0, $1) != b($0, $1) }
            default: throw Unfit()
            }
        }
    }

    private static func compare<T: Comparable>(
        _ op: String, _ a: @escaping (Registers, Execution) throws -> T, _ b: @escaping (Registers, Execution) throws -> T
    ) throws(Unfit) -> BoolCode {
        switch op {
        case "<": { try a($0, $1) < b($0, $1) }
        case "<=": { try a($0, $1) <= b($0, $1) }
        case ">": { try a($0, $1) > b($0, $1) }
        case ">=": { try a($0, $1) >= b($0, $1) }
        case "==": { try a($0, $1) == b($0, $1) }
        case "!=": { try a($0, $1) != b($0, $1) }
        default: throw Unfit()
        }
    }

    // MARK: Calls

    /// The scalar function a call names: the one overload of its name whose labels fit, when
    /// it is of this tier (or is the function being compiled). Any doubt gives nil.
    public func callee(_ callee: Expression, _ arguments: [Argument]) throws(Unfit) -> ScalarFunction {
        guard case .identifier(let name) = callee.kind, lookup(name) == nil,
            case .functions(let overloads)? = checker.lookup(name)
        else { throw Unfit() }
        let fitting = overloads.filter { overload in
            overload.parameters.count == arguments.count
                && zip(overload.parameters, arguments).allSatisfy { $0.label == $1.label }
        }
        guard fitting.count == 1, let scalar = fitting[0].scalar else { throw Unfit() }
        return scalar
    }

    /// The callee and its arguments, each compiled as its parameter's type.
    public func call(_ calleeSyntax: Expression, _ arguments: [Argument]) throws(Unfit) -> (ScalarFunction, [ScalarArgument]) {
        let callee = try callee(calleeSyntax, arguments)
        var codes: [ScalarArgument] = []
        for (argument, type) in zip(arguments, callee.parameterTypes) {
            let code = try expression(argument.value, as: type)
            codes.append(ScalarArgument(evaluateWord: code.evaluateWord, shape: type == .int ? intShape(argument.value) : nil))
        }
        return (callee, codes)
    }

    /// Arguments go into the registers above the caller's frame, each moving `top` past it,
    /// so a call made while evaluating the next argument builds its frame above them.
    public static func calling(_ callee: ScalarFunction, _ arguments: [ScalarArgument], from location: SourceLocation) -> IntCode {
        if arguments.count == 1, case .offset(let register, let k, let overflow)? = arguments[0].shape {
            // `fib(n - 1)`: the argument computed here, not by a closure of its own.
            let site = OffsetCall(callee: callee, register: register, offset: k, overflow: overflow, location: location)
            return { registers, execution in try site.call(registers, execution) }
        }
        if arguments.count == 1 {
            let argument = arguments[0].evaluateWord
            return { registers, execution in
                let base = execution.scalarTop
                try callee.requireRoom(at: base, from: location)
                execution.scalarWords[base] = try argument(registers, execution)
                execution.scalarTop = base + 1
                return try callee.run(at: base, in: execution, from: location)
            }
        }
        return { registers, execution in
            let base = execution.scalarTop
            try callee.requireRoom(at: base, from: location)
            for argument in arguments {
                execution.scalarWords[execution.scalarTop] = try argument.evaluateWord(registers, execution)
                execution.scalarTop += 1
            }
            return try callee.run(at: base, in: execution, from: location)
        }
    }
}

/// `a + b` of two Int codes (see `OffsetCall` for why an object).
public final class IntSum {
    private let a: IntCode
    private let b: IntCode
    private let overflow: RuntimeError

    public init(_ a: @escaping IntCode, _ b: @escaping IntCode, overflow: RuntimeError) {
        self.a = a
        self.b = b
        self.overflow = overflow
    }

    @inline(__always)
    public func run(_ registers: Registers, _ execution: Execution) throws -> Int {
        let (result, overflowed) = try a(registers, execution).addingReportingOverflow(try b(registers, execution))
        if overflowed { throw overflowError() }
        return result
    }

    @inline(never)
    private func overflowError() -> RuntimeError { overflow }
}

/// `f(n - 1)`: a call of one Int argument, a register plus a constant, computed by the call
/// itself. What the call needs is kept in one object, so the closure around it captures one
/// reference (a closure capturing five values unpacks all five at every call), and the
/// traps are raised out of line, keeping the common path's frame small.
public final class OffsetCall {
    private let callee: ScalarFunction
    private let register: Int
    private let offset: Int
    private let overflow: RuntimeError
    private let location: SourceLocation

    public init(callee: ScalarFunction, register: Int, offset: Int, overflow: RuntimeError, location: SourceLocation) {
        self.callee = callee
        self.register = register
        self.offset = offset
        self.overflow = overflow
        self.location = location
    }

    @inline(__always)
    public func call(_ registers: Registers, _ execution: Execution) throws -> Int {
        let base = execution.scalarTop
        guard callee.hasRoom(at: base) else { throw callee.stackOverflow(from: location) }
        let (argument, overflowed) = registers[register].addingReportingOverflow(offset)
        if overflowed { throw overflowError() }
        execution.scalarWords[base] = argument
        execution.scalarTop = base &+ 1
        return try callee.run(at: base, in: execution, from: location)
    }

    @inline(never)
    private func overflowError() -> RuntimeError { overflow }
}

/// An argument's code in a struct (see `ScalarCompiler.StatementCode`), and its shape when
/// it is simple enough to compute in place.
public struct ScalarArgument {
    public let evaluateWord: (Registers, Execution) throws -> Int
    public var shape: IntShape?

    public init(evaluateWord: @escaping (Registers, Execution) throws -> Int, shape: IntShape? = nil) {
        self.evaluateWord = evaluateWord
        self.shape = shape
    }
}

/// An Int expression simple enough for the code using it to compute it itself, saving a
/// closure call: a local (`n`), or a local plus or minus a constant (`n - 1`), which traps
/// on overflow as `registerOperation` does.
public enum IntShape {
    case register(Int)
    case offset(register: Int, by: Int, overflow: RuntimeError)
}

/// `a < k` and the other comparisons, decided where they are used.
public enum ScalarComparison {
    case less, lessOrEqual, greater, greaterOrEqual, equal, notEqual

    public init?(_ op: String) {
        switch op {
        case "<": self = .less
        case "<=": self = .lessOrEqual
        case ">": self = .greater
        case ">=": self = .greaterOrEqual
        case "==": self = .equal
        case "!=": self = .notEqual
        default: return nil
        }
    }

    @inline(__always)
    public func holds(_ a: Int, _ b: Int) -> Bool {
        switch self {
        case .less: a < b
        case .lessOrEqual: a <= b
        case .greater: a > b
        case .greaterOrEqual: a >= b
        case .equal: a == b
        case .notEqual: a != b
        }
    }
}

extension ScalarCompiler {
    public func intShape(_ expression: Expression) -> IntShape? {
        switch expression.kind {
        case .parenthesized(let inner):
            return intShape(inner)
        case .identifier, .member:
            return intRegister(expression).map(IntShape.register)
        case .binary(let op, let lhs, let rhs):
            guard let register = intRegister(lhs), let k = Operators.integerConstant(rhs) else { return nil }
            let overflow = RuntimeError.arithmeticOverflow.located(at: expression.location)
            switch op {
            case "+": return .offset(register: register, by: k, overflow: overflow)
            // `x - k` overflows exactly when `x + (-k)` does, but for k = Int.min.
            case "-" where k != .min: return .offset(register: register, by: -k, overflow: overflow)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `n < 2` and the like: a local compared with a constant.
    public func registerComparison(_ expression: Expression) -> (register: Int, comparison: ScalarComparison, constant: Int)? {
        guard case .binary(let op, let lhs, let rhs) = expression.kind, let comparison = ScalarComparison(op),
            let register = intRegister(lhs), let k = Operators.integerConstant(rhs)
        else { return nil }
        return (register, comparison, k)
    }
}
