import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Tests a value against a checked pattern, storing what the pattern binds into the frame.
public typealias Matcher = (Execution, Value) throws -> Bool

/// Where a pattern's names go. The items of one `case .a(let x), .b(let x):` label bind the same
/// names to the same variables, so each name is declared once and later items reuse it.
public final class PatternBinder {
    public private(set) var variables: [String: Variable] = [:]
    /// The names in the order the first item bound them.
    public private(set) var order: [String] = []

    public func existing(_ name: String) -> Variable? { variables[name] }

    public func record(_ variable: Variable) {
        variables[variable.name] = variable
        order.append(variable.name)
    }
}

extension Checker {
    /// Checks `pattern` against values of `type`; its bindings are declared in the current scope.
    public func checkPattern(_ pattern: Pattern, against type: SessionType, binder: PatternBinder) throws -> Matcher {
        let location = pattern.location
        switch pattern.kind {
        case .wildcard:
            return { _, _ in true }
        case .binding(let name, let isConstant):
            return try bindingPattern(name, isConstant: isConstant, type: type, binder: binder, at: location)
        case .tuple(let elements):
            return try tuplePattern(elements, against: type, binder: binder, at: location)
        case .enumCase(let typeSyntax, let name, let payload):
            return try enumCasePattern(typeSyntax, name, payload, against: type, binder: binder, at: location)
        case .optionalSome(let inner):
            guard case .optional(let wrapped) = type else {
                throw Diagnostic(
                    "'?' pattern cannot match values of type '\(type.displayName)'", at: location)
            }
            let match = try checkPattern(inner, against: wrapped, binder: binder)
            return { execution, value in
                guard case .some(let payload) = value else { return false }
                return try match(execution, payload)
            }
        case .expression(let expression):
            return try expressionPattern(expression, against: type)
        case .isType(let syntax):
            let target = try resolve(syntax)
            let test = Checker.castTest(from: type, to: target)
            return { _, value in test(value) != nil }
        case .cast(let inner, let syntax):
            let target = try resolve(syntax)
            let test = Checker.castTest(from: type, to: target)
            let match = try checkPattern(inner, against: target, binder: binder)
            return { execution, value in
                guard let converted = test(value) else { return false }
                return try match(execution, converted)
            }
        case .typed(let inner, _):
            return try checkPattern(inner, against: type, binder: binder)
        }
    }

    private func bindingPattern(
        _ name: String, isConstant: Bool, type: SessionType, binder: PatternBinder, at location: SourceLocation
    ) throws -> Matcher {
        let variable: Variable
        if let existing = binder.existing(name) {
            guard existing.type == type else {
                throw Diagnostic(
                    "pattern variable bound to type '\(type.displayName)', expected type '\(existing.type.displayName)'",
                    at: location)
            }
            variable = existing
        } else {
            variable = try declareVariable(name, type: type, isConstant: isConstant, at: location)
            binder.record(variable)
        }
        let slot = variable.slot
        return { execution, value in
            execution.frame.store(Box(value), at: slot)
            return true
        }
    }

    private func tuplePattern(
        _ elements: [PatternElement], against type: SessionType, binder: PatternBinder, at location: SourceLocation
    ) throws -> Matcher {
        guard case .tuple(let labels, let types) = type else {
            throw Diagnostic("tuple pattern cannot match values of the non-tuple type '\(type.displayName)'", at: location)
        }
        return try elementsPattern(elements, labels: labels, types: types, binder: binder, at: location)
    }

    /// A tuple's (or a case's associated values') patterns, element by element, labels checked.
    /// The matcher takes the elements as a `.tuple`.
    private func elementsPattern(
        _ elements: [PatternElement], labels: [String?], types: [SessionType], binder: PatternBinder,
        at location: SourceLocation
    ) throws -> Matcher {
        guard types.count == elements.count else {
            throw Diagnostic(
                "tuple pattern has the wrong length for tuple type '\(SessionType.tuple(labels: labels, elements: types).displayName)'",
                at: location)
        }
        for (element, label) in zip(elements, labels) {
            if let given = element.label, given != label {
                throw Diagnostic("tuple pattern element label '\(given)' must be '\(label ?? "_")'", at: element.pattern.location)
            }
        }
        let matchers = try zip(elements, types).map { try checkPattern($0.pattern, against: $1, binder: binder) }
        return { execution, value in
            let parts = value.asTuple
            for index in matchers.indices where !(try matchers[index](execution, parts[index])) { return false }
            return true
        }
    }

    private func enumCasePattern(
        _ typeSyntax: TypeSyntax?, _ name: String, _ payload: [PatternElement]?, against type: SessionType,
        binder: PatternBinder, at location: SourceLocation
    ) throws -> Matcher {
        if case .named(let baseName, [], let baseLocation)? = typeSyntax, payload == nil, lookup(baseName) != nil {
            // `case settings.limit:` reads like `Type.case` but names a variable's property: an
            // expression compared with `~=`.
            let base = Expression(.identifier(baseName), at: baseLocation)
            return try expressionPattern(Expression(.member(base: base, name: name, nameLocation: location), at: location), against: type)
        }
        if case .optional(let wrapped) = type {
            if typeSyntax == nil || isOptionalSyntax(typeSyntax!), name == "none" || name == "some" {
                return try optionalCasePattern(name, payload, wrapped: wrapped, binder: binder, at: location)
            }
            // `.engineer` matches a `Role?` holding `.engineer`, as Swift allows.
            let match = try enumCasePattern(typeSyntax, name, payload, against: wrapped, binder: binder, at: location)
            return { execution, value in
                guard case .some(let inner) = value else { return false }
                return try match(execution, inner)
            }
        }
        if type == .error, let typeSyntax, payload != nil {
            // `case .failure(ParseError.notANumber(let text))` on an `any Error`: the
            // error is cast to the named type, then matched as its case.
            let named = try resolve(typeSyntax)
            let match = try enumCasePattern(typeSyntax, name, payload, against: named, binder: binder, at: location)
            return { execution, value in
                guard let concrete = Checker.cast(value, from: .error, to: named) else { return false }
                return try match(execution, concrete)
            }
        }
        guard case .nominal(let nominal) = type, nominal.kind == .enumeration else {
            if let typeSyntax {
                // `Int.max`: a static value compared with `~=`, written like a case.
                let base = Expression(.typeExpression(typeSyntax), at: location)
                return try expressionPattern(Expression(.member(base: base, name: name, nameLocation: location), at: location), against: type)
            }
            throw Diagnostic("type '\(type.displayName)' has no member '\(name)'", at: location)
        }
        if let typeSyntax {
            let named = try resolve(typeSyntax)
            guard named == type else {
                throw Diagnostic(
                    "pattern of type '\(named.displayName)' cannot match values of type '\(type.displayName)'", at: location)
            }
        }
        guard let index = nominal.caseIndex(named: name) else {
            var message = "type '\(nominal.name)' has no member '\(name)'"
            if let suggestion = Suggestions.nearest(to: name, among: nominal.cases.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw Diagnostic(message, at: location)
        }
        let enumCase = nominal.cases[index]
        guard let payload else {
            return { _, value in Checker.caseIndex(of: value) == index }
        }
        guard let labels = enumCase.payloadLabels, let types = enumCase.payloadTypes else {
            throw Diagnostic("pattern with associated values does not match enum case '\(name)'", at: location)
        }
        let match: Matcher
        if payload.count == 1, types.count > 1, payload[0].label == nil {
            // `case .point(let p)` binds the associated values as one tuple.
            let whole = try checkPattern(payload[0].pattern, against: .tuple(labels: labels, elements: types), binder: binder)
            match = { execution, values in try whole(execution, .tuple(values.asTuple)) }
        } else {
            match = try elementsPattern(payload, labels: labels, types: types, binder: binder, at: location)
        }
        return { execution, value in
            guard case .enumerationWithPayload(_, let actual, let values) = value, actual == index else { return false }
            return try match(execution, .tuple(values))
        }
    }

    private func isOptionalSyntax(_ syntax: TypeSyntax) -> Bool {
        if case .named("Optional", _, _) = syntax { return true }
        return false
    }

    private func optionalCasePattern(
        _ name: String, _ payload: [PatternElement]?, wrapped: SessionType, binder: PatternBinder, at location: SourceLocation
    ) throws -> Matcher {
        if name == "none" {
            return { _, value in if case .none = value { true } else { false } }
        }
        guard let payload else { return { _, value in if case .some = value { true } else { false } } }
        guard payload.count == 1 else {
            throw Diagnostic("tuple pattern has the wrong length for tuple type '\(wrapped.displayName)'", at: location)
        }
        let match = try checkPattern(payload[0].pattern, against: wrapped, binder: binder)
        return { execution, value in
            guard case .some(let inner) = value else { return false }
            return try match(execution, inner)
        }
    }

    /// The case a value of an enum holds.
    public static func caseIndex(of value: Value) -> Int {
        switch value {
        case .enumeration(_, let index), .enumerationWithPayload(_, let index, _): index
        default: preconditionFailure("checked as an enum, found \(value)")
        }
    }

    /// `pattern ~= value` written out: the test a `case pattern:` makes.
    public func patternMatchOperator(_ pattern: Expression, _ value: Expression, at location: SourceLocation) throws -> Checked {
        let subject = try checkValue(value)
        let match = try expressionPattern(pattern, against: subject.type)
        let evaluate = subject.evaluate
        return Checked(.bool) { execution in .bool(try match(execution, try evaluate(execution))) }
    }

    /// `case ..<0:`, `case 90...:` (one-sided ranges) for an Int or a Double, and
    /// `case 80..<90:` for a Double: the bounds are compared with the value, as `~=` on the
    /// range would. Nil for any other expression.
    private func numericRangePattern(_ expression: Expression, against type: SessionType) throws -> Matcher? {
        // Character and String ranges (`case "a"..."z":`) match by their order, as Swift's
        // ClosedRange<Character> does.
        // A sized integer (`case 65...90:` of a UInt32 scalar value) compares as its type does.
        let sized: IntegerArithmetic? = if case .sizedInteger(let width) = type { width.arithmetic } else { nil }
        guard [.int, .double, .character, .string].contains(type) || sized != nil else { return nil }
        let isInt = type == .int, isDouble = type == .double
        func bound(_ operand: Expression) throws -> Evaluator { try check(operand, as: type, in: .argument).evaluate }
        func bits(_ value: Value) -> UInt64 {
            guard case .sized(let integer) = value else { preconditionFailure("checked as a sized integer") }
            return integer.bits
        }
        // Written with Swift's comparisons, so a NaN is in no range.
        func less(_ a: Value, _ b: Value) -> Bool {
            if let sized { return sized.less(bits(a), bits(b)) }
            return isInt ? a.asInt < b.asInt : isDouble ? a.asDouble < b.asDouble : Value.less(a, b)
        }
        func atMost(_ a: Value, _ b: Value) -> Bool {
            if let sized { return !sized.less(bits(b), bits(a)) }
            return isInt ? a.asInt <= b.asInt : isDouble ? a.asDouble <= b.asDouble : !Value.less(b, a)
        }
        switch expression.kind {
        case .prefix(let op, let operand) where op == "..<" || op == "...":
            let upper = try bound(operand)
            let closed = op == "..."
            return { execution, value in
                let limit = try upper(execution)
                return closed ? atMost(value, limit) : less(value, limit)
            }
        case .postfix("...", let operand):
            let lower = try bound(operand)
            return { execution, value in atMost(try lower(execution), value) }
        case .binary(let op, let lhs, let rhs) where !isInt && (op == "..<" || op == "..."):
            let lower = try bound(lhs), upper = try bound(rhs)
            let closed = op == "..."
            return { execution, value in
                let low = try lower(execution), high = try upper(execution)
                guard atMost(low, high) else { throw RuntimeError.fatal("Range requires lowerBound <= upperBound") }
                return atMost(low, value) && (closed ? atMost(value, high) : less(value, high))
            }
        default:
            return nil
        }
    }

    /// An expression pattern: `~=`, which is `==` for Equatable values and `contains` for a
    /// range of the value's type.
    private func expressionPattern(_ expression: Expression, against type: SessionType) throws -> Matcher {
        if let match = try numericRangePattern(expression, against: type) { return match }
        if expression.isNilLiteral, type.isOptional {
            // `case nil:` matches any optional's `.none`, Equatable or not (Swift's
            // `_OptionalNilComparisonType`).
            return { _, value in
                if case .none = value { return true }
                return false
            }
        }
        let checked = try checkValue(expression, expecting: type)
        let evaluate = checked.evaluate
        if case .range(.double, _) = checked.type, type == .double {
            // `case comfortable:` where `let comfortable = 18.0...24.0`.
            return { execution, value in BuiltinMembers.doubleRangeContains(try evaluate(execution), value.asDouble) }
        }
        if case .range(let bound, let closed) = checked.type, checked.type.isTextRange, bound == type,
            let order = ascendingOrder(of: bound)
        {
            // `case vowels:` with `let vowels: ClosedRange<Character>`: the range's `~=`.
            return { execution, value in
                let bounds = try evaluate(execution).asTuple, less = order(execution)
                return try !less(value, bounds[0]) && (closed ? !less(bounds[1], value) : less(value, bounds[1]))
            }
        }
        if case .range(let bound, let closed) = checked.type, bound == type.unwrappedOnce, type == bound {
            return { execution, value in
                guard case .range(let lower, let upper, _) = try evaluate(execution) else { preconditionFailure() }
                let number = value.asInt
                return number >= lower && (closed ? number <= upper : number < upper)
            }
        }
        if type == .error, isErrorType(checked.type), isEquatable(checked.type) {
            // The library's `~=` for an Equatable error against `any Error`: equal when the
            // caught error is of that type and equal to it (`case .failure(MyError.bad)`).
            let errorType = checked.type
            return { execution, value in
                guard let concrete = Checker.cast(value, from: .error, to: errorType) else { return false }
                return try evaluate(execution) == concrete
            }
        }
        guard let converted = conversion(of: checked, to: type), isEquatable(type) else {
            throw Diagnostic(
                "expression pattern of type '\(checked.type.displayName)' cannot match values of type '\(type.displayName)'",
                at: expression.location)
        }
        let pattern = converted.evaluate
        return { execution, value in try pattern(execution) == value }
    }
}
