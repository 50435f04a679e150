import BindscopeLanguage
import BindscopeRuntime

/// `reduce`, `compactMap`, `flatMap`, `forEach`, `count(where:)`: walking an array with a closure.
extension BuiltinMembers {
    public static let arrayFolding: [BuiltinMember] = [
        reduceInto,
        .method("reduce(_:_:)", "(Result, (Result, Element) -> Result) -> Result", closure: true) { use in
            let checker = use.checker
            // `[1.5, 2.5].reduce(0, +)`: a bare numeric literal takes the elements' type.
            var hint = use.arguments[0].value.isNumericLiteral && use.element.isNumeric ? use.element : use.expected
            if use.arguments[0].value.isImplicitMemberReference, hint == nil || hint == .any {
                // `points.reduce(.zero, +)`: Swift finds `.zero` on the type the fold produces,
                // here the elements' type.
                hint = use.element
            }
            if case .arrayLiteral([]) = use.arguments[0].value.kind, case .array = use.element,
                case .identifier("+") = use.arguments[1].value.kind, hint == nil || hint == .any
            {
                // `rows.reduce([], +)`: the arrays concatenated, so the fold gives their type.
                hint = use.element
            }
            var initial = try checker.checkValue(use.arguments[0].value, expecting: hint)
            var result = initial.type
            let combine: (Execution) throws -> (Value, Value) throws -> Value
            do {
                combine = try checker.binaryFunction(use.arguments[1], parameters: [result, use.element], result: result)
            } catch let first {
                // `items.reduce(0) { $0 + $1.price }`: Swift types the literal from the closure,
                // so a literal that does not fit as an Int is tried as a Double, and one that
                // took the elements' type an Int (`doubles.reduce(0) { ($0 << 8) | Int($1) }`).
                guard use.arguments[0].value.isNumericLiteral, result == .int || result == use.element else { throw first }
                let other: SessionType = result == .int ? .double : .int
                initial = try checker.checkValue(use.arguments[0].value, expecting: other)
                result = other
                guard let retried = try? checker.binaryFunction(use.arguments[1], parameters: [result, use.element], result: result) else {
                    throw first
                }
                combine = retried
            }
            let evaluate = use.evaluate, start = initial.evaluate
            return Checked(result) { execution in
                let elements = try evaluate(execution).asArray
                var accumulator = try start(execution)
                let next = try combine(execution)
                for element in elements { accumulator = try next(accumulator, element) }
                return accumulator
            }
        },
        .method("compactMap(_:)", "((Element) -> T?) -> [T]", closure: true) { use in
            let (transform, result) = try use.inferredFunction(
                0, [use.element], result: use.expectedElement.map(SessionType.optional) ?? .optional(.any))
            let evaluate = use.evaluate
            guard case .optional(let wrapped) = result else {
                return Checked(.array(result)) { execution in
                    let closure = try transform(execution)
                    return .array(try evaluate(execution).asArray.map { try closure.invoke(execution, [$0]) })
                }
            }
            return Checked(.array(wrapped)) { execution in
                let closure = try transform(execution)
                return .array(try evaluate(execution).asArray.compactMap { try closure.invoke(execution, [$0]).optionalPayload })
            }
        },
        .method("flatMap(_:)", "((Element) -> [T]) -> [T]", closure: true) { use in
            let (transform, result) = try use.inferredFunction(0, [use.element], result: use.expectedElement.map(SessionType.array))
            // Any sequence the closure returns is flattened (`notes.flatMap(\.tags)` of Sets).
            guard result != .any, let elements = BuiltinMembers.elementsOfSequence(result) else {
                throw Diagnostic("cannot convert value of type '\(result.displayName)' to closure result type '[T]'", at: use.arguments[0].location)
            }
            let evaluate = use.evaluate
            return Checked(.array(result.elementTypeOfSequence)) { execution in
                let closure = try transform(execution)
                return .array(try evaluate(execution).asArray.flatMap { elements(try closure.invoke(execution, [$0])) })
            }
        },
        .method("forEach(_:)", "((Element) -> Void)", closure: true) { use in
            let body = try use.function(0, [use.element], .void)
            let evaluate = use.evaluate
            return Checked(.void) { execution in
                let elements = try evaluate(execution).asArray
                let closure = try body(execution)
                for element in elements { _ = try closure.invoke(execution, [element]) }
                return .void
            }
        },
        predicateMethod("count(where:)", "((Element) -> Bool) -> Int", result: { _ in .int }) { elements, matches in
            var count = 0
            for element in elements where try matches(element) { count += 1 }
            return .int(count)
        },
    ]
}

extension MemberUse {
    /// The element type of the array the context expects this call to give (`[String]` from a
    /// declared result type or annotation), unless it says nothing (`[Any]`).
    public var expectedElement: SessionType? {
        guard case .array(let element)? = expected?.unwrappedOnce, element != .any else { return nil }
        return element
    }

    /// A function argument whose result type comes from its body (`map`, `compactMap`):
    /// how to get it at run time, and its result type.
    ///
    /// `result`, when the context settles it, is the closure's result type, as Swift takes it
    /// from the context before the body: a closure with `return nil` on one path needs it
    /// (`func names() -> [String] { items.compactMap { guard … else { return nil }; return … } }`).
    public func inferredFunction(
        _ index: Int, _ parameters: [SessionType], result contextual: SessionType? = nil
    ) throws -> ((Execution) throws -> FunctionValue, SessionType) {
        let argument = arguments[index].asFunctionArgument
        if case .keyPath = argument.value.kind, parameters.count == 1 {
            // `players.flatMap(\.scores)`: the key path's value type is the result.
            let keyPath = try checker.check(argument.value, expecting: .keyPath(root: parameters[0], value: .any))
            guard case .keyPath(parameters[0], let result) = keyPath.type else {
                throw Diagnostic(ConversionContext.argument.mismatch(keyPath.type, .keyPath(root: parameters[0], value: .any)), at: argument.location)
            }
            return (try function(index, parameters, result), result)
        }
        let expectation = SessionType.function(parameters: parameters, result: contextual ?? .any)
        let checked = try checker.check(argument.value, expecting: expectation)
        guard case .function(let given, let result) = checked.type, given == parameters else {
            throw Diagnostic(ConversionContext.argument.mismatch(checked.type, expectation), at: argument.location)
        }
        let evaluate = checked.evaluate
        return ({ execution in
            guard case .function(let closure) = try evaluate(execution) else { preconditionFailure() }
            return closure
        }, result)
    }
}

extension LibraryChecking {
    /// A two-parameter function argument: a closure, or an operator used as a function
    /// (`reduce(0, +)`, `sorted(by: >)`).
    public func binaryFunction(
        _ argument: Argument, parameters: [SessionType], result: SessionType
    ) throws -> (Execution) throws -> (Value, Value) throws -> Value {
        var argument = argument
        if case .identifier(let op) = argument.value.kind, let first = op.first, "+-*/%<>".contains(first),
            { if case .nominal = parameters[0] { true } else { false } }() || !["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "<<", ">>"].contains(op)
        {
            // `points.reduce(.zero, +)` with a declared `static func +`, `reduce(0, <>)` with a
            // declared operator: the closure `{ $0 + $1 }`, which finds the declared function.
            let location = argument.value.location
            let sum = Expression(
                .binary(operator: op, lhs: Expression(.identifier("$0"), at: location), rhs: Expression(.identifier("$1"), at: location)),
                at: location)
            let closure = Closure(parameters: nil, resultType: nil, body: [Statement(.expression(sum), at: location)])
            argument.value = Expression(.closure(closure), at: location)
        }
        if case .identifier(let op) = argument.value.kind, let first = op.first, "+-*/%<>".contains(first) {
            let type = SessionType.function(parameters: parameters, result: result)
            guard parameters[0] == parameters[1], parameters[0] == result,
                let operation = Operators.arithmetic(op, on: result, at: argument.location, limit: memoryLimit)
            else {
                throw Diagnostic(ConversionContext.argument.mismatch(.function(parameters: [parameters[0], parameters[0]], result: parameters[0]), type), at: argument.location)
            }
            return { _ in operation }
        }
        let function = try check(
            argument.value, as: .function(parameters: parameters, result: result), in: .argument
        ).evaluate
        return { execution in
            guard case .function(let closure) = try function(execution) else { preconditionFailure() }
            return { try closure.invoke(execution, [$0, $1]) }
        }
    }
}

extension BuiltinMembers {
    /// `reduce(into: initial) { accumulator, element in … }`: the closure mutates the
    /// accumulator in place (an inout parameter), which is the result.
    public static let reduceInto = BuiltinMember.method(
        "reduce(into:_:)", "(Result, (inout Result, Element) -> ()) -> Result", closure: true
    ) { use in
        let checker = use.checker
        let argument = use.arguments[1]
        var hint = use.expected
        if hint == nil, case .closure(let literal) = argument.value.kind {
            // `{ (counts: inout [String: Int], word) in … }` names the accumulator's type.
            if case .inout(let annotated, _)? = literal.parameters?.first?.type {
                hint = try checker.resolve(annotated)
            } else {
                hint = checker.accumulatorType(of: use.arguments[0].value, in: literal, element: use.element)
            }
        }
        let initial = try checker.checkValue(use.arguments[0].value, expecting: hint)
        guard case .closure(let literal) = argument.value.kind else {
            throw Diagnostic("reduce(into:_:) in a session takes a closure written in place", at: argument.location)
        }
        let update = try checker.closure(
            literal, expecting: .function(parameters: [initial.type, use.element], result: .void),
            at: argument.location, inoutParameters: [0]
        ).evaluate
        let evaluate = use.evaluate, start = initial.evaluate
        return Checked(initial.type) { execution in
            let elements = try evaluate(execution).asArray
            let accumulator = Box(try start(execution))
            guard case .function(let closure) = try update(execution) else { preconditionFailure() }
            for element in elements { _ = try closure.invoke(execution, [.state(accumulator), element]) }
            return accumulator.value
        }
    }
}

extension Expression {
    /// `.zero`, `.init(x: 1)`: a member looked up on the type the context gives.
    public var isImplicitMemberReference: Bool {
        switch kind {
        case .implicitMember: true
        case .call(let callee, _): callee.isImplicitMemberReference
        default: false
        }
    }
}
