import BindscopeLanguage
import BindscopeRuntime

/// Arguments the library's members share: a transform for `map`, an ordering for `sorted(by:)`.
extension LibraryChecking {
    /// `sequence.map { … }`: the closure's result type is inferred from its body.
    public func mapCall(
        elementType: SessionType, _ argument: Argument, expecting expected: SessionType? = nil, at location: SourceLocation,
        elements: @escaping (Execution) throws -> [Value]
    ) throws -> Checked {
        let argument = argument.asFunctionArgument
        guard argument.label == nil else {
            throw Diagnostic("extraneous argument label '\(argument.label!):' in call", at: argument.location)
        }
        if case .keyPath = argument.value.kind {
            // `todos.map(\.title)`: a key path used as a function.
            let keyPath = try check(argument.value, expecting: .keyPath(root: elementType, value: .any))
            guard let (root, result) = keyPath.type.keyPathTypes, root == elementType else {
                throw Diagnostic(ConversionContext.argument.mismatch(keyPath.type, .keyPath(root: elementType, value: .any)), at: argument.location)
            }
            let path = keyPath.evaluate
            return Checked(.array(result)) { execution in
                guard case .keyPath(let value) = try path(execution) else { preconditionFailure() }
                return .array(try elements(execution).map { element in
                    try value.read(from: element, in: execution)
                })
            }
        }
        // `let rows: [(name: String, total: Int)] = items.map { ($0.n, $0.t) }`: the closure's
        // result takes the element type the context expects (and a tuple literal its labels).
        var resultExpectation = SessionType.any
        if case .array(let expectedElement)? = expected?.unwrappedOnce { resultExpectation = expectedElement }
        let transform = try check(argument.value, expecting: .function(parameters: [elementType], result: resultExpectation))
        guard case .function([elementType], let result) = transform.type else {
            throw Diagnostic(ConversionContext.argument.mismatch(transform.type, .function(parameters: [elementType], result: .any)), at: argument.location)
        }
        let evaluate = transform.evaluate
        return Checked(.array(result)) { execution in
            guard case .function(let closure) = try evaluate(execution) else { preconditionFailure() }
            return .array(try elements(execution).map { try closure.invoke(execution, [$0]) })
        }
    }

    /// `sorted(by:)`'s argument: a closure, or the operator `<` or `>` used as a function.
    public func orderingFunction(
        _ argument: Argument, element: SessionType, at location: SourceLocation
    ) throws -> (Execution) throws -> (Value, Value) throws -> Bool {
        if case .identifier(let op) = argument.value.kind, op == "<" || op == ">" {
            // Tuples are not Comparable, but `<` is defined for those of up to six elements.
            let ascending = op == "<"
            if tupleSupportsComparison(element, equality: false) {
                return { _ in { ascending ? Value.less($0, $1) : Value.less($1, $0) } }
            }
            guard let order = ascendingOrder(of: element) ?? tupleOrder(of: element) else {
                throw Diagnostic("referencing operator function '\(op)' on 'Comparable' requires that '\(element.displayName)' conform to 'Comparable'", at: argument.location)
            }
            return { execution in
                let less = order(execution)
                return { ascending ? try less($0, $1) : try less($1, $0) }
            }
        }
        let comparator = try check(
            argument.value, as: .function(parameters: [element, element], result: .bool), in: .argument
        ).evaluate
        return { execution in
            guard case .function(let closure) = try comparator(execution) else { preconditionFailure() }
            return { try closure.invoke(execution, [$0, $1]).asBool }
        }
    }
}

extension BuiltinMembers {
    /// A function argument written as a key path, read as the closure it amounts to:
    /// `\.name.count` as `{ $0.name.count }` (so a key path may reach built-in properties
    /// there, as in Swift). An initializer reference (`String.init`) needs no rewriting: it is
    /// checked against the function type expected (`initializerReference`).
    public static func keyPathArgumentAsClosure(_ expression: Expression) -> Expression {
        // Only `\.a.b`: with a root written (`\Person.name`, `\SampleModel.Person.name`) the
        // key path is checked as one.
        if case .keyPath(nil, let components) = expression.kind { return keyPathAsClosure(expression, components) }
        return expression
    }
}

extension BuiltinMembers {
    /// The argument labels an initializer reference names: `init` one unlabelled argument
    /// (`String.init`), `init(value:)` its labels (`_` unlabelled); nil for any other name.
    public static func initializerLabels(_ name: String) -> [String?]? {
        if name == "init" { return [nil] }
        guard name.hasPrefix("init("), name.hasSuffix(":)") else { return nil }
        return name.dropFirst(5).dropLast(2).split(separator: ":", omittingEmptySubsequences: false)
            .map { $0 == "_" ? nil : String($0) }
    }

    /// A type written where an expression stands: `Person`, `Array<Int>`, `[Int]`.
    public static func isTypeReference(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier(let name): name.first?.isUppercase == true
        case .member(let base, let name, _): name.first?.isUppercase == true && isTypeReference(base)
        case .specialized, .typeExpression: true
        default: false
        }
    }
}

extension BuiltinMembers {
    /// `\.a.b` as `{ $0.a.b }` when every component is a property name; otherwise unchanged.
    fileprivate static func keyPathAsClosure(_ expression: Expression, _ components: [KeyPathComponent]) -> Expression {
        let location = expression.location
        var body = Expression(.identifier("$0"), at: location)
        for component in components {
            guard case .property(let name, let nameLocation) = component else { return expression }
            // `\.self` (`ForEach(fruits, id: \.self)`, `map(\.self)`): the element itself.
            if name == "self" { continue }
            body = Expression(.member(base: body, name: name, nameLocation: nameLocation), at: location)
        }
        guard !components.isEmpty else { return expression }
        let closure = Closure(parameters: nil, resultType: nil, body: [Statement(.expression(body), at: location)])
        return Expression(.closure(closure), at: location)
    }
}

extension Argument {
    /// This argument with a key path read as a closure.
    public var asFunctionArgument: Argument {
        Argument(label: label, value: BuiltinMembers.keyPathArgumentAsClosure(value), location: location)
    }
}
