import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Compiles a declared function for the scalar tier (see `ScalarFunction`), or gives up
/// (`nil`) at the first construct the tier does not run; then the function runs in the
/// general evaluator only. It runs after the checker has accepted the function, so it never
/// reports an error: anything it does not expect means "not for this tier".
public final class ScalarCompiler {
    public struct Local {
        public let register: Int
        public let type: ScalarType

        public init(register: Int, type: ScalarType) {
            self.register = register
            self.type = type
        }
    }

    public let checker: Checker
    private let function: ScalarFunction
    /// Thrown by any part of the compiler meeting what the tier does not run.
    public struct Unfit: Error {

        public init() {
        }}
    /// Block scopes, innermost last.
    private var scopes: [[String: Local]] = [[:]]
    /// A method's `self` fields, by name (`count`, `self.count`); a local of the same name
    /// hides one, as in Swift.
    private var fields: [String: Local] = [:]
    private var registerCount = 0
    private var loopDepth = 0
    /// The statement being compiled, where a trap that knows no better place is placed, as
    /// the general evaluator's `checkStatement` places it.
    public private(set) var statementLocation = SourceLocation(line: 0, column: 0)

    private init(checker: Checker, function: ScalarFunction) {
        self.checker = checker
        self.function = function
    }

    /// The scalar form of `declaration`, whose signature the checker resolved as `declared`;
    /// throws `Unfit` when the function does not fit the tier. Call in the scope the
    /// declaration is in, after checking its body.
    public static func compile(
        _ declaration: FunctionDeclaration, _ declared: DeclaredFunction, checker: Checker
    ) throws(Unfit) -> ScalarFunction {
        guard !declared.throwsErrors, let resultType = ScalarType(declared.resultType) else { throw Unfit() }
        let function = ScalarFunction(
            name: declared.fullName, parameterTypes: try scalarParameters(declared.parameters), resultType: resultType)
        // Set while the body compiles, so a recursive call finds it.
        declared.scalar = function
        do {
            try compileBody(of: function, declaration.body, parameters: declared.parameters, fields: [], checker: checker)
        } catch {
            declared.scalar = nil
            throw error
        }
        return function
    }

    /// The scalar form of a method of a struct whose stored properties are all scalars and
    /// observed by nothing: `self`'s fields are registers, loaded before the call and, for a
    /// mutating method, stored back after it (see `ScalarFunction.invoke(on:…)`).
    public static func compileMethod(
        _ declaration: FunctionDeclaration, _ method: UserMethod, of type: NominalType, checker: Checker
    ) throws(Unfit) -> ScalarFunction {
        guard case .instance = method.kind, !method.throwsErrors, type.kind == .structure,
            type.members.observers.isEmpty
        else { throw Unfit() }
        let resultType: ScalarType?
        if method.resultType == .void {
            resultType = nil
        } else {
            guard let scalar = ScalarType(method.resultType) else { throw Unfit() }
            resultType = scalar
        }
        var fields: [(name: String, type: ScalarType)] = []
        for property in type.storedProperties {
            guard !property.isWrapped, let scalar = ScalarType(property.type) else { throw Unfit() }
            fields.append((property.name, scalar))
        }
        let function = ScalarFunction(
            name: method.fullName, parameterTypes: try scalarParameters(method.parameters), resultType: resultType,
            selfFieldTypes: fields.map(\.type), isMutating: method.isMutating)
        try compileBody(of: function, declaration.body, parameters: method.parameters, fields: fields, checker: checker)
        return function
    }

    private static func scalarParameters(_ parameters: [DeclaredFunction.Parameter]) throws(Unfit) -> [ScalarType] {
        var types: [ScalarType] = []
        for parameter in parameters {
            guard !parameter.isInout, !parameter.isVariadic, let type = ScalarType(parameter.type) else { throw Unfit() }
            types.append(type)
        }
        return types
    }

    /// Registers: `self`'s fields, then the parameters, then the body's locals.
    private static func compileBody(
        of function: ScalarFunction, _ body: [Statement], parameters: [DeclaredFunction.Parameter],
        fields: [(name: String, type: ScalarType)], checker: Checker
    ) throws(Unfit) {
        let compiler = ScalarCompiler(checker: checker, function: function)
        for field in fields {
            compiler.fields[field.name] = Local(register: compiler.allocate(), type: field.type)
        }
        for (parameter, type) in zip(parameters, function.parameterTypes) {
            let register = compiler.allocate()
            if parameter.name != "_" { compiler.scopes[0][parameter.name] = Local(register: register, type: type) }
        }
        let code = try compiler.functionBody(body, resultType: function.resultType)
        function.frameSize = compiler.registerCount
        function.body = code
    }

    private func allocate() -> Int {
        defer { registerCount += 1 }
        return registerCount
    }

    public func lookup(_ name: String) -> Local? {
        for scope in scopes.reversed() {
            if let local = scope[name] { return local }
        }
        return fields[name]
    }

    /// A method's stored property `self.name`.
    public func field(_ expression: Expression) -> Local? {
        guard case .member(let base, let name, _) = expression.kind, case .identifier("self") = base.kind else { return nil }
        return fields[name]
    }

    /// A function's body: one expression is its result, as in Swift.
    private func functionBody(_ statements: [Statement], resultType: ScalarType?) throws(Unfit) -> ScalarStatement {
        scopes.append([:])
        defer { scopes.removeLast() }
        if let resultType, statements.count == 1, case .expression(let expression) = statements[0].kind {
            // The one statement, where its calls' traps are placed (see `statement`).
            let enclosing = statementLocation
            statementLocation = statements[0].location
            defer { statementLocation = enclosing }
            let returned = try returnStatement(expression, type: resultType, at: statements[0].location)
            return returned
        }
        if resultType == .int, let recursion = try guardThenReturn(statements) { return recursion }
        return try block(statements, resultType: resultType, opensScope: false)
    }

    /// The shape of most recursive functions, `if n < 2 { return n }` then `return e`, as one
    /// closure: nothing between the call and the work but the test.
    private func guardThenReturn(_ statements: [Statement]) throws(Unfit) -> ScalarStatement? {
        guard statements.count == 2, case .ifStatement(let test) = statements[0].kind, test.elseBody == nil,
            test.conditions.count == 1, case .expression(let condition) = test.conditions[0],
            test.thenBody.count == 1, case .returnStatement(let early?) = test.thenBody[0].kind,
            let (register, comparison, k) = registerComparison(condition), case .register(let returned)? = intShape(early),
            case .returnStatement(let last?) = statements[1].kind
        else { return nil }
        let enclosing = statementLocation
        statementLocation = statements[1].location
        defer { statementLocation = enclosing }
        let node = GuardThenReturn(
            register: register, comparison: comparison, constant: k, returned: returned, value: try integer(last))
        return { registers, execution in try node.run(registers, execution) }
    }

    /// `guardThenReturn`'s closure, its parts in one object: the closure captures one
    /// reference rather than unpacking five at every call.
    private final class GuardThenReturn {
        let register: Int
        let comparison: ScalarComparison
        let constant: Int
        let returned: Int
        let value: IntCode

        init(register: Int, comparison: ScalarComparison, constant: Int, returned: Int, value: @escaping IntCode) {
            self.register = register
            self.comparison = comparison
            self.constant = constant
            self.returned = returned
            self.value = value
        }

        @inline(__always)
        func run(_ registers: Registers, _ execution: Execution) throws -> ScalarFlow {
            if comparison.holds(registers[register], constant) {
                execution.scalarResult = registers[returned]
            } else {
                execution.scalarResult = try value(registers, execution)
            }
            return .returned
        }
    }

    /// Statements run in order until one ends otherwise than `.next`.
    private func block(_ statements: [Statement], resultType: ScalarType?, opensScope: Bool = true) throws(Unfit) -> ScalarStatement {
        if opensScope { scopes.append([:]) }
        defer { if opensScope { scopes.removeLast() } }
        var compiled: [StatementCode] = []
        for statement in statements {
            let code = try self.statement(statement, resultType: resultType)
            compiled.append(StatementCode(run: code))
        }
        switch compiled.count {
        case 0: return { _, _ in .next }
        case 1: return compiled[0].run
        case 2:
            let first = compiled[0].run, second = compiled[1].run
            return { registers, execution in
                let flow = try first(registers, execution)
                guard case .next = flow else { return flow }
                return try second(registers, execution)
            }
        default:
            return { registers, execution in
                for code in compiled {
                    let flow = try code.run(registers, execution)
                    guard case .next = flow else { return flow }
                }
                return .next
            }
        }
    }

    /// A closure in a struct: an array of bare closures calls each through a thunk.
    private struct StatementCode {
        let run: ScalarStatement
    }

    private func statement(_ statement: Statement, resultType: ScalarType?) throws(Unfit) -> ScalarStatement {
        let location = statement.location
        // Calls in it place the traps that stop them here (see `ScalarFunction.run`).
        let enclosing = statementLocation
        statementLocation = location
        defer { statementLocation = enclosing }
        let code: ScalarStatement
        switch statement.kind {
        case .variable(let declaration):
            code = try variable(declaration)
        case .assignment(let target, let op, let value, _):
            code = try assignment(target, op, value, at: location)
        case .expression(let expression):
            // Only calls: a scalar function has no effect but its result and its traps.
            guard case .call = expression.kind, let type = naturalType(expression) else { throw Unfit() }
            let value = try self.expression(expression, as: type).evaluateWord
            code = { registers, execution in
                _ = try value(registers, execution)
                return .next
            }
        case .returnStatement(let value?):
            guard let resultType else { throw Unfit() }
            code = try returnStatement(value, type: resultType, at: location)
        case .returnStatement(nil):
            guard resultType == nil else { throw Unfit() }
            code = { _, _ in .returned }
        case .ifStatement(let statement):
            code = try ifStatement(statement, resultType: resultType)
        case .guardStatement(let conditions, let elseBody, _):
            let condition = try conditionList(conditions)
            let otherwise = try block(elseBody, resultType: resultType)
            code = { registers, execution in
                if try condition(registers, execution) { return .next }
                return try otherwise(registers, execution)
            }
        case .whileLoop(let conditions, let body):
            code = try whileLoop(conditions, body, resultType: resultType)
        case .repeatWhile(let body, let condition):
            code = try repeatWhile(body, condition, resultType: resultType)
        case .forIn(let loop):
            code = try forIn(loop, resultType: resultType)
        case .breakStatement(nil) where loopDepth > 0:
            code = { _, _ in .broke }
        case .continueStatement(nil) where loopDepth > 0:
            code = { _, _ in .continued }
        default:
            throw Unfit()
        }
        return code
    }

    private func returnStatement(_ value: Expression, type: ScalarType, at location: SourceLocation) throws(Unfit) -> ScalarStatement {
        let value = try expression(value, as: type).evaluateWord
        return { registers, execution in
            execution.scalarResult = try value(registers, execution)
            return .returned
        }
    }

    /// `let x = e`, `var x: Double = e`, `var x: Int` (assigned later).
    private func variable(_ declaration: VariableDeclaration) throws(Unfit) -> ScalarStatement {
        guard declaration.attributes.isEmpty, declaration.willSet == nil, declaration.didSet == nil,
            !declaration.isStatic
        else { throw Unfit() }
        let type: ScalarType
        if let syntax = declaration.type {
            let declared = try scalarType(syntax)
            type = declared
        } else if let initializer = declaration.initializer {
            type = naturalType(initializer) ?? .int
        } else {
            throw Unfit()
        }
        let register = allocate()
        // Declared after its initializer is compiled: `let x = x` reads the outer `x`.
        defer { scopes[scopes.count - 1][declaration.name] = Local(register: register, type: type) }
        guard let initializer = declaration.initializer else { return { _, _ in .next } }
        let value = try expression(initializer, as: type).evaluateWord
        return { registers, execution in
            registers[register] = try value(registers, execution)
            return .next
        }
    }

    private func scalarType(_ syntax: TypeSyntax) throws(Unfit) -> ScalarType {
        guard case .named(let name, let arguments, _) = syntax, arguments.isEmpty,
            checker.userType(named: name) == nil
        else { throw Unfit() }
        switch name {
        case "Int": return .int
        case "Double": return .double
        case "Bool": return .bool
        default: throw Unfit()
        }
    }

    /// `x = e` and `x += e` (also `-=`, `*=`, `/=`, `%=`) on a local.
    private func assignment(_ target: Expression, _ op: String, _ value: Expression, at location: SourceLocation) throws(Unfit) -> ScalarStatement {
        let local: Local
        let read: Expression
        if case .identifier(let name) = target.kind, let named = lookup(name) {
            (local, read) = (named, target)
        } else if let field = field(target) {
            (local, read) = (field, target)
        } else {
            throw Unfit()
        }
        let register = local.register
        if op == "=" {
            let value = try expression(value, as: local.type).evaluateWord
            return { registers, execution in
                registers[register] = try value(registers, execution)
                return .next
            }
        }
        // `x op= e` computes as `x op e` does, trapping at the assignment (as
        // `Operators.integerUpdate` and `Operators.arithmetic` do).
        let arithmetic = String(op.dropLast())
        guard ["+", "-", "*", "/", "%"].contains(arithmetic) else { throw Unfit() }
        let combined = Expression(.binary(operator: arithmetic, lhs: read, rhs: value), at: location)
        guard local.type != .bool else { throw Unfit() }
        let update = try expression(combined, as: local.type).evaluateWord
        return { registers, execution in
            registers[register] = try update(registers, execution)
            return .next
        }
    }

    private func conditionList(_ conditions: [Condition]) throws(Unfit) -> BoolCode {
        guard case .expression(let expression)? = conditions.first else { throw Unfit() }
        let first = try boolean(expression)
        // `if a, b` is `if a && b` here (no binding among them). No array of closures: each
        // would be called through a thunk.
        guard conditions.count > 1 else { return first }
        let rest = try conditionList(Array(conditions.dropFirst()))
        return { registers, execution in try first(registers, execution) && rest(registers, execution) }
    }

    private func ifStatement(_ statement: IfStatement, resultType: ScalarType?) throws(Unfit) -> ScalarStatement {
        let condition = try conditionList(statement.conditions)
        if statement.elseBody == nil, let resultType, statement.thenBody.count == 1,
            case .returnStatement(let value?) = statement.thenBody[0].kind
        {
            // `if n < 2 { return n }`, the guard of every recursion: one closure.
            let saved = statementLocation
            statementLocation = statement.thenBody[0].location
            defer { statementLocation = saved }
            if resultType == .int, statement.conditions.count == 1, case .expression(let test) = statement.conditions[0],
                let (register, comparison, k) = registerComparison(test), case .register(let returned)? = intShape(value)
            {
                // `if n < 2 { return n }` itself, with no closure below it.
                return { registers, execution in
                    guard comparison.holds(registers[register], k) else { return .next }
                    execution.scalarResult = registers[returned]
                    return .returned
                }
            }
            let result = try expression(value, as: resultType).evaluateWord
            return { registers, execution in
                guard try condition(registers, execution) else { return .next }
                execution.scalarResult = try result(registers, execution)
                return .returned
            }
        }
        let then = try block(statement.thenBody, resultType: resultType)
        guard let elseBody = statement.elseBody else {
            return { registers, execution in
                try condition(registers, execution) ? try then(registers, execution) : .next
            }
        }
        let otherwise = try block(elseBody, resultType: resultType)
        return { registers, execution in
            try condition(registers, execution) ? try then(registers, execution) : try otherwise(registers, execution)
        }
    }

    /// Ctrl-C in a loop stops it at the loop statement.
    @inline(__always)
    private static func checkForInterrupt(_ execution: Execution, at location: SourceLocation) throws {
        do {
            try execution.checkForInterrupt()
        } catch let error as RuntimeError {
            throw error.located(at: location)
        }
    }

    /// A loop body: `.broke` ends the loop, `.continued` goes on, `.returned` leaves it.
    private func loopBody(_ body: [Statement], resultType: ScalarType?) throws(Unfit) -> ScalarStatement {
        loopDepth += 1
        defer { loopDepth -= 1 }
        return try block(body, resultType: resultType)
    }

    private func whileLoop(_ conditions: [Condition], _ body: [Statement], resultType: ScalarType?) throws(Unfit) -> ScalarStatement {
        let location = statementLocation
        let condition = try conditionList(conditions)
        let body = try loopBody(body, resultType: resultType)
        return { registers, execution in
            while try condition(registers, execution) {
                try Self.checkForInterrupt(execution, at: location)
                switch try body(registers, execution) {
                case .next, .continued: continue
                case .broke: return .next
                case .returned: return .returned
                }
            }
            return .next
        }
    }

    private func repeatWhile(_ body: [Statement], _ condition: Expression, resultType: ScalarType?) throws(Unfit) -> ScalarStatement {
        let location = statementLocation
        let body = try loopBody(body, resultType: resultType)
        let condition = try boolean(condition)
        return { registers, execution in
            repeat {
                try Self.checkForInterrupt(execution, at: location)
                switch try body(registers, execution) {
                case .next, .continued: break
                case .broke: return .next
                case .returned: return .returned
                }
            } while try condition(registers, execution)
            return .next
        }
    }

    /// `for i in a..<b` and `for i in a...b` (also `_`): the range is made once, trapping
    /// when its bounds are reversed (twin: `Checker.binary`'s `..<`), then each iteration
    /// has its own `i`.
    private func forIn(_ loop: ForInStatement, resultType: ScalarType?) throws(Unfit) -> ScalarStatement {
        let location = statementLocation
        guard loop.pattern == nil, !loop.isCaseMatch,
            case .binary(let op, let lower, let upper) = loop.sequence.kind, op == "..<" || op == "..."
        else { throw Unfit() }
        let lowerCode = try integer(lower), upperCode = try integer(upper)
        let rangeLocation = loop.sequence.location
        let closed = op == "..."
        scopes.append([:])
        defer { scopes.removeLast() }
        let register = allocate()
        if loop.name != "_" { scopes[scopes.count - 1][loop.name] = Local(register: register, type: .int) }
        // No `where` is a filter that lets every index through.
        let filter: BoolCode = try loop.whereClause.map { (clause) throws(Unfit) in try boolean(clause) } ?? { _, _ in true }
        let body = try loopBody(loop.body, resultType: resultType)
        return { registers, execution in
            let first = try lowerCode(registers, execution), last = try upperCode(registers, execution)
            guard first <= last else { throw RuntimeError.rangeBoundsReversed.located(at: rangeLocation) }
            if !closed && first == last { return .next }
            var index = first
            while true {
                try Self.checkForInterrupt(execution, at: location)
                registers[register] = index
                if try filter(registers, execution) {
                    switch try body(registers, execution) {
                    case .next, .continued: break
                    case .broke: return .next
                    case .returned: return .returned
                    }
                }
                if closed ? index == last : index == last - 1 { return .next }
                index += 1
            }
        }
    }
}
