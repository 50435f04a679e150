import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// Checks an expression. `expected`, when given, is the type the context wants: literals
    /// and closures take their type from it, as in Swift. The result may still have another
    /// type; callers that need exactly `expected` use `check(_:as:in:)`.
    public func check(_ expression: Expression, expecting expected: SessionType? = nil) throws -> Checked {
        let location = expression.location
        if case .nominal? = expected, let made = try literalThroughProtocol(expression, expecting: expected) { return made }
        switch expression.kind {
        case .integerLiteral(let text):
            return try integerLiteral(text, expecting: expected, at: location)
        case .floatLiteral(let text):
            return try floatLiteral(text, expecting: expected, at: location)
        case .stringLiteral(let segments):
            if let character = Checker.characterLiteral(segments, expecting: expected) { return character }
            if let scalar = BuiltinMembers.unicodeScalarLiteral(segments, expecting: expected) { return scalar }
            let text = try stringLiteral(segments)
            // `let rest: Substring = "…"`: Substring is expressible by a string literal too.
            return expected?.unwrappedOnce == .substring ? Checked(.substring, evaluate: text.evaluate) : text
        case .booleanLiteral(let flag):
            return Checked(.bool) { _ in .bool(flag) }
        case .nilLiteral:
            guard let expected, expected.isOptional else {
                if expected == .any { return Checked(.any) { _ in .existential(.none, .optional(.any)) } }
                throw Diagnostic("'nil' requires a contextual type", at: location)
            }
            return Checked(expected) { _ in .none }
        case .arrayLiteral(let elements):
            return try arrayLiteral(elements, expecting: expected, at: location)
        case .dictionaryLiteral(let entries):
            return try dictionaryLiteral(entries, expecting: expected, at: location)
        case .identifier(let name):
            if let closure = functionValueClosure(name, expecting: expected, at: location) {
                return try check(closure, expecting: expected)
            }
            let checked = tupleSplat(of: try identifier(name, at: location, expecting: expected), expecting: expected)
            if !implicitlyUnwrapped.isUsed { return checked }
            return implicitlyUnwrapping(checked, named: name, at: location, expecting: expected)
        case .implicitMember(let name):
            return try implicitMember(name, arguments: nil, expecting: expected, at: location)
        case .member(let base, let name, let nameLocation):
            if let reference = try initializerReference(expression, expecting: expected) {
                return tupleSplat(of: reference, expecting: expected)
            }
            if let reference = try builtinMethodReference(expression, expecting: expected) { return reference }
            let checked = tupleSplat(of: try member(of: base, name, at: nameLocation, expecting: expected), expecting: expected)
            if !implicitlyUnwrapped.hasProperties { return checked }
            return implicitlyUnwrappingMember(checked, name, of: lastMemberBase, at: nameLocation, expecting: expected)
        case .specialized, .typeExpression:
            return try typeReference(expression)
        case .bindOptional:
            throw Diagnostic("'?' must be followed by a call, member lookup, or subscript", at: location)
        case .optionalEvaluation(let chain):
            return try optionalEvaluation(chain, at: location)
        case .forceUnwrap(let operand):
            return try forceUnwrap(operand, at: location)
        case .call(let callee, let arguments):
            let checked = try call(callee, arguments, expecting: expected, at: location)
            if implicitlyUnwrapped.unwrappedCalls.isEmpty { return checked }
            return implicitlyUnwrappingCall(checked, callee: callee, expecting: expected)
        case .subscriptAccess(let base, let arguments):
            return try subscriptAccess(base, arguments, at: location)
        case .keyPath(let root, let components):
            return try keyPath(root: root, components, expecting: expected, at: location)
        case .closure(let closure):
            return try self.closure(closure, expecting: expected, at: location)
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs, expecting: expected, at: location)
        case .prefix(let op, let operand):
            return try prefix(op, operand, expecting: expected, at: location)
        case .postfix(let op, let operand) where op != "...":
            // `x^^` after `postfix operator ^^` and `postfix func ^^`.
            if let global = try globalOperatorCall(op, [operand], expecting: expected, at: location) { return global }
            // `static postfix func ^^ (v: Vector)`: the one-operand overload, as for a prefix one.
            if let method = try userPrefixOperatorCall(op, operand, at: location) { return method }
            throw Diagnostic("cannot find operator '\(op)' in scope", at: location)
        case .postfix:
            throw Diagnostic("one-sided ranges are only supported as 'case' patterns in a session", at: location)
        case .ternary(let condition, let then, let otherwise):
            return try ternary(condition, then, otherwise, expecting: expected, at: location)
        case .cast(let operand, let kind, let type):
            return try cast(operand, kind, type, at: location)
        case .typeCheck(let operand, let type):
            return try typeCheck(operand, type, at: location)
        case .parenthesized(let inner):
            return try check(inner, expecting: expected)
        case .tuple(let elements):
            return try tupleLiteral(elements, expecting: expected, at: location)
        case .discard:
            throw Diagnostic("'_' can only appear in a pattern or on the left side of an assignment", at: location)
        case .inoutArgument:
            throw Diagnostic("'&' may only be used to pass an argument to inout parameter", at: location)
        case .tryExpression(let kind, let operand):
            return try tryExpression(kind, operand, expecting: expected, at: location)
        }
    }

    /// Checks an expression that must produce a value of some type (not a type name).
    public func checkValue(_ expression: Expression, expecting expected: SessionType? = nil) throws -> Checked {
        let checked = try check(expression, expecting: expected)
        if case .metatype = checked.type, isBareTypeReference(expression) {
            throw Diagnostic(
                "expected member name or initializer call after type name", at: expression.location,
                notes: [Diagnostic("use '.self' to reference the type object", at: expression.location, severity: .note)])
        }
        return checked
    }

    private func isBareTypeReference(_ expression: Expression) -> Bool {
        switch expression.kind {
        // A variable holding a metatype (`let t = Todo.self`) is a value, not a type name.
        case .identifier(let name): lookup(name) == nil && anonymousParameterIndex(name) == nil
        case .specialized, .typeExpression: true
        case .parenthesized(let inner): isBareTypeReference(inner)
        default: false
        }
    }
}
