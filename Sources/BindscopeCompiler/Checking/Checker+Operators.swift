import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    public func binary(
        _ op: String, _ lhs: Expression, _ rhs: Expression, expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        if let global = try globalOperatorCall(op, [lhs, rhs], expecting: expected, at: location) { return global }
        if let declared = try userOperatorCall(op, lhs, rhs, at: location) { return declared }
        switch op {
        case "&&", "||":
            let left = try check(lhs, as: .bool, in: .argument).evaluate
            let right = try check(rhs, as: .bool, in: .argument).evaluate
            let isAnd = op == "&&"
            return Checked(.bool) { execution in
                let first = try left(execution).asBool
                if first != isAnd { return .bool(first) }
                return .bool(try right(execution).asBool)
            }
        case "??":
            return try nilCoalescing(lhs, rhs, expecting: expected, at: location)
        case "..<", "...":
            if let range = try doubleRangeOperator(op, lhs, rhs, expecting: expected, at: location) { return range }
            if let range = try textRangeOperator(op, lhs, rhs, expecting: expected, at: location) { return range }
            let lowerBound = try check(lhs, expecting: .int)
            if lowerBound.type == .stringIndex { return try stringIndexRange(lowerBound, op, rhs, at: location) }
            let left = try convert(lowerBound, to: .int, in: .argument, at: lhs.location).evaluate
            let right = try check(rhs, as: .int, in: .argument).evaluate
            let closed = op == "..."
            return Checked(.range(.int, closed: closed)) { execution in
                let lower = try left(execution).asInt, upper = try right(execution).asInt
                guard lower <= upper else { throw RuntimeError.rangeBoundsReversed.located(at: location) }
                return .range(lower: lower, upper: upper, closed: closed)
            }
        case "==", "!=", "<", "<=", ">", ">=":
            // `x == nil` with `x: Int!` compares the optional.
            if op == "==" || op == "!=", lhs.kind == .nilLiteral || rhs.kind == .nilLiteral {
                keepsOptional(lhs)
                keepsOptional(rhs)
            }
            return try comparison(op, lhs, rhs, at: location)
        case "===", "!==":
            return try identityComparison(op, lhs, rhs, at: location)
        case "~=":
            return try patternMatchOperator(lhs, rhs, at: location)
        default:
            return try arithmetic(op, lhs, rhs, expecting: expected, at: location)
        }
    }

    /// Checks both operands so that an integer literal on either side takes the other's type
    /// (`celsius * 9 / 5 + 32` is all Double when `celsius` is).
    private func operands(_ lhs: Expression, _ rhs: Expression, expecting expected: SessionType?) throws -> (Checked, Checked) {
        // A literal takes the other operand's type (`2 * x`), unless that is `nil`, which
        // takes the literal's (`c ? "big" : nil`).
        if lhs.isNumericLiteral || lhs.isStringLiteral || (Checker.isFloatLiteral(lhs) && !Checker.isFloatLiteral(rhs)),
            !rhs.isNumericLiteral, !rhs.isStringLiteral, rhs.kind != .nilLiteral
        {
            let right = try checkValue(rhs, expecting: expected)
            return (try checkValue(lhs, expecting: right.type), right)
        }
        if case .nilLiteral = lhs.kind {
            let right = try checkValue(rhs)
            return (try check(lhs, expecting: right.type.isOptional ? right.type : .optional(right.type)), right)
        }
        let left: Checked
        do {
            left = try checkValue(lhs, expecting: expected)
        } catch let first {
            // `Array(repeating: nil, count: n) + days.map { … }`: Swift types the left operand
            // from the right one when it cannot type it alone.
            guard rhs.kind != .nilLiteral, let right = try? checkValue(rhs, expecting: expected),
                let retried = try? checkValue(lhs, expecting: right.type)
            else { throw first }
            return (retried, right)
        }
        if case .nilLiteral = rhs.kind {
            return (left, try check(rhs, expecting: left.type.isOptional ? left.type : .optional(left.type)))
        }
        return (left, try checkValue(rhs, expecting: left.type))
    }

    private func arithmetic(
        _ op: String, _ lhs: Expression, _ rhs: Expression, expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        // An array concatenation passes the expected array type on (`let cells: [Int?] =
        // Array(repeating: nil, count: 3) + …`), as a numeric expectation is passed on.
        let numericExpectation = expected.flatMap { type -> SessionType? in
            if type.isNumeric { return type }
            if op == "+", case .array = type.unwrappedOnce { return type.unwrappedOnce }
            return nil
        }
        lastIntArithmetic = nil
        if let shift = try mixedShift(op, lhs, rhs, expecting: numericExpectation, at: location) { return shift }
        var (left, right) = try operands(lhs, rhs, expecting: numericExpectation)
        if op == "+", left.type.isText, right.type.isText {
            // String and Substring join through RangeReplaceableCollection's `+ (Self, Other)`
            // and `+ (Other, Self)`: the result is the type the context asks for when either
            // side is of it (or is a literal, which can be), otherwise the left side's.
            let type = Checker.joinedTextType(left.type, right.type, lhs, rhs, expecting: expected)
            (left, right) = (Checked(type, evaluate: left.evaluate), Checked(type, evaluate: right.evaluate))
        }
        if op == "+", left.type.isArrayOrSlice, right.type.isArrayOrSlice, left.type.elementType == right.type.elementType,
            left.type != .array(left.type.elementType) || right.type != .array(right.type.elementType)
        {
            // An array and a slice join into an Array, as Swift resolves its `+` overloads.
            let a = BuiltinMembers.viewElements(left).evaluate, b = BuiltinMembers.viewElements(right).evaluate
            guard left.type != right.type else {
                // Two slices join into a slice, counted from 0.
                return Checked(left.type) { .arraySlice(start: 0, try a($0).asArray + b($0).asArray) }
            }
            return Checked(.array(left.type.elementType)) { .array(try a($0).asArray + b($0).asArray) }
        }
        if op == "+", case .array(let element) = left.type, !right.type.isArrayOrSlice,
            let elements = BuiltinMembers.elementsOfSequence(right.type), right.type.elementTypeOfSequence == element
        {
            // `[name] + tags` with a Set (or a range, a view…): Array's `+` takes any sequence
            // of its elements and gives an Array.
            let a = left.evaluate, b = right.evaluate
            return Checked(left.type) { .array(try a($0).asArray + elements(try b($0))) }
        }
        for (operand, other, expression) in [(left, right, lhs), (right, left, rhs)] {
            if case .binding(let wrapped) = operand.type, wrapped == other.type {
                let name = if case .identifier(let name) = expression.kind { "'\(name)' " } else { "" }
                throw Diagnostic(
                    "cannot convert value \(name)of type '\(operand.type.displayName)' to expected type '\(wrapped.displayName)', use wrapped value instead",
                    at: expression.location)
            }
            if case .optional(let wrapped) = operand.type, wrapped == other.type {
                throw Diagnostic(
                    "value of optional type '\(operand.type.displayName)' must be unwrapped to a value of type '\(wrapped.displayName)'",
                    at: expression.location)
            }
        }
        guard left.type == right.type else {
            throw Diagnostic(
                "binary operator '\(op)' cannot be applied to operands of type '\(left.type.displayName)' and '\(right.type.displayName)'",
                at: location)
        }
        guard let operation = Operators.arithmetic(op, on: left.type, at: location, limit: memoryLimit) else {
            if left.type == .double, op == "%" {
                throw Diagnostic("'%' is unavailable: For floating point numbers use truncatingRemainder instead", at: location)
            }
            throw Diagnostic(
                "binary operator '\(op)' cannot be applied to two '\(left.type.displayName)' operands", at: location)
        }
        let a = left.evaluate, b = right.evaluate
        if left.type == .int,
            let form = Operators.integerForm(
                op, intEvaluator(of: left, lhs), intEvaluator(of: right, rhs), constant: literalConstant(rhs),
                at: location)
        {
            lastIntArithmetic = (location, op, rhs.location, form)
            return Checked(int: form)
        }
        return Checked(left.type) { execution in try operation(try a(execution), try b(execution)) }
    }

    /// How Swift words `==` or `<` on a type without the conformance, where its solver reaches
    /// the protocol's operator: an array of such elements (`[p] == [q]`, Array's conditional
    /// conformance), or a struct or enum where an operand is a call (`P() == P()`; Swift's
    /// `!=` candidate there is BinaryInteger's). Nil where Swift says "binary operator …".
    private func missingConformanceMessage(_ op: String, _ type: SessionType, _ lhs: Expression, _ rhs: Expression) -> String? {
        let isEquality = op == "==" || op == "!="
        if isEquality, case .array(let element) = type, !isEquatable(element), element.nominalType != nil {
            return "operator function '\(op)' requires that '\(element.displayName)' conform to 'Equatable'"
        }
        guard case .nominal(let nominal) = type, nominal.kind == .structure || nominal.kind == .enumeration,
            nominal.resultArguments == nil, nominal.specialization == nil
        else { return nil }
        let isCall = { (expression: Expression) in if case .call = expression.kind { true } else { false } }
        guard isCall(lhs) || isCall(rhs) else { return nil }
        let proto = op == "==" ? "Equatable" : op == "!=" ? "BinaryInteger" : "Comparable"
        return "referencing operator function '\(op)' on '\(proto)' requires that '\(nominal.name)' conform to '\(proto)'"
    }

    private func comparison(_ op: String, _ lhs: Expression, _ rhs: Expression, at location: SourceLocation) throws -> Checked {
        if op == "==" || op == "!=", let nilTest = try comparisonWithNil(op, lhs, rhs, at: location) {
            return nilTest
        }
        lastIntArithmetic = nil
        var (left, right) = unifyingOptionals(try operands(lhs, rhs, expecting: nil))
        (left, right) = try openedForComparison(op, left, right, at: location)
        // Slices compare by their elements, not where they start; `xs.dropFirst() == [4, 1, 5]`
        // makes the array literal a slice too.
        if case .view(.arraySlice, _, let element) = left.type,
            right.type == left.type || (right.type == .array(element) && rhs.isArrayLiteral)
        {
            (left, right) = (BuiltinMembers.viewElements(left), BuiltinMembers.viewElements(right))
        } else if case .view(.arraySlice, _, let element) = right.type, left.type == .array(element), lhs.isArrayLiteral {
            (left, right) = (BuiltinMembers.viewElements(left), BuiltinMembers.viewElements(right))
        }
        if left.type.isText, right.type.isText {
            // StringProtocol's operators compare a String with a Substring (both hold text here).
            (left, right) = (Checked(.string, evaluate: left.evaluate), Checked(.string, evaluate: right.evaluate))
        }
        if case .metatype = left.type, case .metatype = right.type, op == "==" || op == "!=" {
            // `type(of: pet) == Dog.self`: the classes themselves, compared whatever their static
            // types; `type(of: a) == type(of: b)` of two instances of a generic struct, Swift's
            // `==` on `Any.Type` (false when they differ).
            let l = left.evaluate, r = right.evaluate, negates = op == "!="
            return Checked(.bool) { .bool((try l($0) == r($0)) != negates) }
        }
        guard left.type == right.type || Checker.sameTupleShape(left.type, right.type) else {
            throw Diagnostic(
                "binary operator '\(op)' cannot be applied to operands of type '\(left.type.displayName)' and '\(right.type.displayName)'",
                at: location)
        }
        let isEquality = op == "==" || op == "!="
        let supported = isEquality ? isEquatable(left.type) : isComparable(left.type)
        if !isEquality, !supported, !tupleSupportsComparison(left.type, equality: false), let order = tupleOrder(of: left.type) {
            return Checker.orderComparison(op, left.evaluate, right.evaluate, by: order)
        }
        guard supported || tupleSupportsComparison(left.type, equality: isEquality) else {
            if isEquality, case .nominal(let nominal) = left.type, let result = nominal.resultArguments {
                // Result's `==` needs both arguments Equatable: Swift names a concrete one that is not.
                let missing = [result.success, result.failure].filter { !isEquatable($0) }
                if let named = missing.first, !missing.contains(.error) {
                    throw Diagnostic("operator function '\(op)' requires that '\(named.displayName)' conform to 'Equatable'", at: location)
                }
                throw Diagnostic(
                    "binary operator '\(op)' cannot be applied to two '\(left.type.displayName)' operands", at: location)
            }
            if let message = missingConformanceMessage(op, left.type, lhs, rhs) {
                throw Diagnostic(message, at: location)
            }
            if isEquality, case .nominal(let nominal) = left.type {
                throw Diagnostic(
                    "binary operator '\(op)' cannot be applied to two '\(left.type.displayName)' operands", at: location,
                    notes: [Diagnostic("add 'Equatable' conformance to '\(nominal.name)'", at: location, severity: .note)])
            }
            throw Diagnostic(
                "binary operator '\(op)' cannot be applied to two '\(left.type.displayName)' operands", at: location)
        }
        let a = left.evaluate, b = right.evaluate
        if isEquality, let declared = declaredEquality(of: left.type) {
            // `[contact] == [other]` where Contact declares its own `==`.
            let negates = op == "!="
            return Checked(.bool) { execution in
                .bool(try declared(execution)(try a(execution), try b(execution)) != negates)
            }
        }
        if left.type == .int,
            let evaluate = Operators.integerComparison(
                op, intEvaluator(of: left, lhs), intEvaluator(of: right, rhs), constant: literalConstant(rhs))
        {
            return Checked(.bool, evaluate: evaluate)
        }
        switch op {
        case "==": return Checked(.bool) { .bool(try a($0) == b($0)) }
        case "!=": return Checked(.bool) { .bool(try a($0) != b($0)) }
        case "<": return Checked(.bool) { .bool(Value.less(try a($0), try b($0))) }
        case ">": return Checked(.bool) { .bool(Value.less(try b($0), try a($0))) }
        case "<=": return Checked(.bool) { execution in
            let x = try a(execution), y = try b(execution)
            return .bool(!Value.less(y, x) && !Operators.isNaN(x) && !Operators.isNaN(y))
        }
        default: return Checked(.bool) { execution in
            let x = try a(execution), y = try b(execution)
            return .bool(!Value.less(x, y) && !Operators.isNaN(x) && !Operators.isNaN(y))
        }
        }
    }

    /// `x == nil` works for every optional, Equatable or not (Swift's `_OptionalNilComparisonType`).
    private func comparisonWithNil(_ op: String, _ lhs: Expression, _ rhs: Expression, at location: SourceLocation) throws -> Checked? {
        let other: Expression
        if case .nilLiteral = rhs.kind { other = lhs } else if case .nilLiteral = lhs.kind { other = rhs } else { return nil }
        let value = try checkValue(other)
        guard value.type.isOptional else {
            throw Diagnostic(
                "comparing non-optional value of type '\(value.type.displayName)' to 'nil' always returns \(op == "!=")",
                at: location)
        }
        let evaluate = value.evaluate, isEqual = op == "=="
        return Checked(.bool) { execution in
            let isNil: Bool = if case .none = try evaluate(execution) { true } else { false }
            return .bool(isNil == isEqual)
        }
    }

    /// Two operands of types `T` and `T?` become two `T?`s, as Swift promotes to optional.
    private func unifyingOptionals(_ pair: (Checked, Checked)) -> (Checked, Checked) {
        let (first, second) = pair
        guard first.type != second.type else { return pair }
        if first.type.isOptional, let promoted = conversion(of: second, to: first.type) { return (first, promoted) }
        if second.type.isOptional, let promoted = conversion(of: first, to: second.type) { return (promoted, second) }
        return pair
    }

    private func nilCoalescing(_ lhs: Expression, _ rhs: Expression, expecting expected: SessionType?, at location: SourceLocation) throws -> Checked {
        if let coalesced = try literalKeptAsAny(lhs, rhs, expecting: expected) { return coalesced }
        let left = try checkValue(lhs, expecting: expected.map { $0.isOptional ? $0 : .optional($0) })
        guard case .optional(let wrapped) = left.type else {
            let right = try checkValue(rhs)
            _ = right
            let a = left.evaluate
            return Checked(left.type) { try a($0) }
        }
        let right = try checkValue(rhs, expecting: wrapped)
        let a = left.evaluate
        if right.type == left.type {
            let b = right.evaluate
            return Checked(left.type) { execution in
                let value = try a(execution)
                if case .some = value { return value }
                return try b(execution)
            }
        }
        let b = try convert(right, to: wrapped, in: .argument, at: rhs.location).evaluate
        return Checked(wrapped) { execution in
            if case .some(let value) = try a(execution) { return value }
            return try b(execution)
        }
    }

    /// `print(t?.celsius ?? 0)`: where the result goes to `Any`, Swift's solver lets an
    /// optional chain's result (a `Double?`) become an `Any?`, so the literal keeps its own
    /// type: a nil chain gives the Int `0`, printed `0`, not `0.0`. A chain's type is open to
    /// it; a variable's or a call's (`d ?? 0`, `Double(s) ?? 0`) is not, and gives `0.0`.
    private func literalKeptAsAny(_ lhs: Expression, _ rhs: Expression, expecting expected: SessionType?) throws -> Checked? {
        guard expected == .any, Checker.isOptionalChain(lhs), let literal = Checker.numericLiteralType(rhs) else { return nil }
        let left = try checkValue(lhs)
        guard case .optional(let wrapped) = left.type, wrapped != literal, wrapped.isNumeric else { return nil }
        let a = try convert(left, to: .optional(.any), in: .argument, at: lhs.location).evaluate
        let b = try convert(try checkValue(rhs, expecting: literal), to: .any, in: .argument, at: rhs.location).evaluate
        return Checked(.any) { execution in
            if case .some(let value) = try a(execution) { return value }
            return try b(execution)
        }
    }

    private static func isOptionalChain(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .optionalEvaluation: true
        case .parenthesized(let inner): isOptionalChain(inner)
        default: false
        }
    }

    /// The type a numeric literal has on its own: `0` an Int, `0.5` a Double.
    private static func numericLiteralType(_ expression: Expression) -> SessionType? {
        switch expression.kind {
        case .integerLiteral: .int
        case .floatLiteral: .double
        case .prefix("-", let inner), .parenthesized(let inner): numericLiteralType(inner)
        default: nil
        }
    }

    public func prefix(_ op: String, _ operand: Expression, expecting expected: SessionType?, at location: SourceLocation) throws -> Checked {
        if let global = try globalOperatorCall(op, [operand], expecting: expected, at: location) { return global }
        if let call = try userPrefixOperatorCall(op, operand, at: location) { return call }
        switch op {
        case "..<", "...":
            throw Diagnostic("one-sided ranges are only supported as 'case' patterns in a session", at: location)
        case "!":
            let value = try check(operand, as: .bool, in: .argument).evaluate
            return Checked(.bool) { .bool(!(try value($0).asBool)) }
        case "-":
            if case .integerLiteral(let text) = operand.kind {
                noteLiteralValueUsed(operand)
                return try integerLiteral("-" + text, expecting: expected, at: location)
            }
            let value = try checkValue(operand, expecting: expected.flatMap { $0.isNumeric ? $0 : nil })
            let evaluate = value.evaluate
            switch value.type {
            case .int:
                return Checked(.int) { execution in
                    let number = try evaluate(execution).asInt
                    guard number != .min else { throw RuntimeError.arithmeticOverflow.located(at: location) }
                    return .int(-number)
                }
            case .double:
                return Checked(.double) { .double(-(try evaluate($0).asDouble)) }
            case .float:
                return Checked(.float) { execution in
                    guard case .float(let number) = try evaluate(execution) else { preconditionFailure("checked as Float") }
                    return .float(-number)
                }
            case .sizedInteger(let width) where width.arithmetic.isSigned:
                return Checked(value.type) { execution in
                    guard case .sized(let number) = try evaluate(execution) else { preconditionFailure("checked as \(width)") }
                    do {
                        return .sized(SizedInteger(width: width, bits: try width.arithmetic.negate(number.bits)))
                    } catch let error as RuntimeError {
                        throw error.located(at: location)
                    }
                }
            default:
                throw Diagnostic("unary operator '-' cannot be applied to an operand of type '\(value.type.displayName)'", at: location)
            }
        case "~":
            let value = try checkValue(operand, expecting: expected.flatMap { $0.isNumeric ? $0 : nil })
            if case .sizedInteger(let width) = value.type {
                let evaluate = value.evaluate
                return Checked(value.type) { execution in
                    guard case .sized(let number) = try evaluate(execution) else { preconditionFailure("checked as \(width)") }
                    return .sized(SizedInteger(width: width, bits: width.arithmetic.invert(number.bits)))
                }
            }
            guard value.type == .int else {
                throw Diagnostic("unary operator '~' cannot be applied to an operand of type '\(value.type.displayName)'", at: location)
            }
            let evaluate = value.evaluate
            return Checked(.int) { .int(~(try evaluate($0).asInt)) }
        case "+":
            // The identity on numbers (`+5`, `x = +delta`), as Swift's `prefix +`.
            let value = try check(operand, expecting: expected.flatMap { $0.isNumeric ? $0 : nil })
            switch value.type {
            case .int, .double, .float, .sizedInteger: return Checked(value.type, evaluate: value.evaluate)
            default:
                throw Diagnostic("unary operator '+' cannot be applied to an operand of type '\(value.type.displayName)'", at: location)
            }
        default:
            throw Diagnostic("unary operator '\(op)' is not supported in sessions", at: location)
        }
    }

    public func ternary(
        _ condition: Expression, _ then: Expression, _ otherwise: Expression, expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        let test = try check(condition, as: .bool, in: .condition).evaluate
        let (first, second) = unifyingOptionals(try operands(then, otherwise, expecting: expected))
        guard first.type == second.type else {
            throw Diagnostic(
                "result values in '? :' expression have mismatching types '\(first.type.displayName)' and '\(second.type.displayName)'",
                at: location)
        }
        let a = first.evaluate, b = second.evaluate
        return Checked(first.type) { execution in
            try test(execution).asBool ? try a(execution) : try b(execution)
        }
    }
}

extension Checker {
    /// The type of `a + b` for a String and a Substring (see `arithmetic`): `sub + "!"` is a
    /// Substring, a String where the context wants one (`let s: String = sub + "!"`), and
    /// `"<" + sub` a String (the literal's own default type).
    public static func joinedTextType(
        _ left: SessionType, _ right: SessionType, _ lhs: Expression, _ rhs: Expression, expecting expected: SessionType?
    ) -> SessionType {
        func isLiteral(_ expression: Expression) -> Bool {
            if case .stringLiteral = expression.kind { return true }
            return false
        }
        guard let wanted = expected?.unwrappedOnce, wanted.isText else { return isLiteral(lhs) ? .string : left }
        if left == wanted || right == wanted || isLiteral(lhs) || isLiteral(rhs) { return wanted }
        return left
    }
}

extension Checker {
    /// `0.5`, `-0.5`, `(0.5)`: a float literal, which takes a `Float` operand's type (`0.5 * f`).
    static func isFloatLiteral(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .floatLiteral: true
        case .parenthesized(let inner), .prefix("-", let inner): isFloatLiteral(inner)
        default: false
        }
    }
}

