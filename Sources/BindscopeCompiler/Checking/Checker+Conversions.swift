import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// Checks `expression` where a value of type `expected` is needed, applying the implicit
    /// conversions Swift applies: to an optional, to `Any`, to `AnyHashable`.
    public func check(
        _ expression: Expression, as expected: SessionType, in context: ConversionContext
    ) throws -> Checked {
        if case .nilLiteral = expression.kind {
            guard expected.isOptional || expected == .any || expected.nominalType?.conformances.contains("ExpressibleByNilLiteral") == true
            else {
                throw Diagnostic(context.nilMismatch(expected), at: expression.location)
            }
        }
        if expected == .bool, case .integerLiteral = expression.kind { noteLiteralValueUsed(expression) }
        if expected == .bool, case .integerLiteral(let text) = expression.kind, text == "0" || text == "1" {
            throw Diagnostic(
                "integer literal value '\(text)' cannot be used as a boolean; did you mean '\(text == "1" ? "true" : "false")'?",
                at: expression.location)
        }
        if case .opaque(let opaque) = expected, case .returnValue = context { return try opaqueReturn(expression, opaque) }
        if case .keyPath = expression.kind, case .function(let parameters, let result) = expected, parameters.count == 1 {
            return try keyPathAsFunction(expression, root: parameters[0], result: result, in: context)
        }
        let checked = try check(expression, expecting: expected)
        return try convert(checked, to: expected, in: context, at: expression.location)
    }

    /// `\.done` where a function `(Todo) -> Bool` is expected: a key path literal used as a
    /// function (SE-0249).
    private func keyPathAsFunction(
        _ expression: Expression, root: SessionType, result: SessionType, in context: ConversionContext
    ) throws -> Checked {
        let keyPath = try check(expression, expecting: .readOnlyKeyPath(root: root, value: result))
        guard let (keyRoot, value) = keyPath.type.keyPathTypes, keyRoot == root, value == result || result == .any else {
            throw Diagnostic(
                context.mismatch(keyPath.type, .function(parameters: [root], result: result)), at: expression.location)
        }
        let evaluate = keyPath.evaluate
        return Checked(.function(parameters: [root], result: value)) { execution in
            guard case .keyPath(let path) = try evaluate(execution) else { preconditionFailure("checked as a key path") }
            return .function(FunctionValue { execution, arguments in
                try path.read(from: arguments[0], in: execution)
            })
        }
    }

    public func convert(
        _ checked: Checked, to expected: SessionType, in context: ConversionContext,
        at location: SourceLocation
    ) throws -> Checked {
        if let converted = conversion(of: checked, to: expected) { return converted }
        if case .tuple(_, let actualElements) = checked.type, case .tuple(_, let expectedElements) = expected,
            actualElements.count != expectedElements.count
        {
            throw Checker.tupleLengthMismatch(checked.type, expected.displayName, at: location)
        }
        if case .optional(let wrapped) = checked.type, conversion(of: Checked(wrapped) { _ in .void }, to: expected) != nil {
            throw Diagnostic(
                "value of optional type '\(checked.type.displayName)' must be unwrapped to a value of type '\(wrapped.displayName)'",
                at: location)
        }
        if expected == .bool, case .condition = context {
            throw Diagnostic(
                checked.type.isOptional
                    ? "optional type '\(checked.type.displayName)' cannot be used as a boolean; test for '!= nil' instead"
                    : "type '\(checked.type.displayName)' cannot be used as a boolean; test for '!= 0' instead",
                at: location)
        }
        throw Diagnostic(context.mismatch(checked.type, expected), at: location)
    }

    /// The converted expression, or nil when Swift would not convert implicitly.
    public func conversion(of checked: Checked, to expected: SessionType) -> Checked? {
        if checked.type == expected { return checked }
        // `let t: Any.Type = C.self`: any metatype is an `Any.Type`, holding the type it was.
        if case .metatype(.any) = expected, case .metatype = checked.type {
            return Checked(expected, evaluate: checked.evaluate)
        }
        // `let maker: Maker.Type = Widget.self`: the metatype of a conforming type is a `P.Type`.
        if case .metatype(.nominal(let protocolType)) = expected, protocolType.kind == .protocolType,
            case .metatype(.nominal(let concrete)) = checked.type, concrete.kind != .protocolType,
            conforms(.nominal(concrete), to: protocolType.name)
        {
            return Checked(expected, evaluate: checked.evaluate)
        }
        if case .opaque = checked.type { return openedForConversion(checked, to: expected) }
        // `let r: [Int] = xs.reversed()`: Swift picks Sequence's `reversed()`, which returns an array.
        if case .view(.reversed, _, let element) = checked.type, expected == .array(element) {
            return Checked(expected, evaluate: checked.evaluate)
        }
        let evaluate = checked.evaluate
        switch expected {
        case .optional(let wrapped):
            if case .optional(let actualWrapped) = checked.type, checked.type != wrapped, let map = optionalMap(from: actualWrapped, to: wrapped) {
                return Checked(expected) { execution in
                    switch try evaluate(execution) {
                    case .some(let value): .some(try map(value, execution))
                    default: .none
                    }
                }
            }
            guard let inner = conversion(of: checked, to: wrapped) else { return nil }
            let innerEvaluate = inner.evaluate
            return Checked(expected) { .some(try innerEvaluate($0)) }
        case .any:
            let type = checked.type
            return Checked(.any) { .existential(try evaluate($0), type) }
        case .error:
            guard isErrorType(checked.type) else { return nil }
            let type = checked.type
            return Checked(.error) { .existential(try evaluate($0), type) }
        case .anyHashable:
            guard isHashable(checked.type) else { return nil }
            let type = checked.type
            return Checked(.anyHashable) { .anyHashable(wrapping: try evaluate($0), of: type) }
        case .tuple:
            return tupleConversion(of: checked, to: expected)
        case .nominal(let target) where target.kind == .protocolType:
            // A conforming value where the protocol is expected: an existential of it.
            switch checked.type {
            case .nominal(let actual) where actual.kind == .protocolType:
                return actual.conformances.contains(target.name) ? Checked(expected, evaluate: evaluate) : nil
            case .nominal(let actual) where actual.conforms(to: target):
                let type = checked.type
                return Checked(expected) { .existential(try evaluate($0), type) }
            case .nominal(let actual) where target === foundation.anyObject && actual.isClass:
                let type = checked.type
                return Checked(expected) { .existential(try evaluate($0), type) }
            case let type where target === foundation.customStringConvertible && Checker.isLibraryDescribable(type):
                return Checked(expected) { .existential(try evaluate($0), type) }
            case let type where builtinConforms(type, to: target):
                // `extension Int: Describable`: the existential carries `.int`, whose witnesses the protocol keeps.
                return Checked(expected) { .existential(try evaluate($0), type) }
            default:
                return nil
            }
        case .array(.nominal(let target)) where target.kind == .protocolType:
            guard case .array(let element) = checked.type,
                let convert = conversion(of: Checked(element) { _ in .void }, to: .nominal(target)) != nil ? element : nil
            else { return nil }
            if case .nominal(let actual) = convert, actual.kind == .protocolType { return Checked(expected, evaluate: evaluate) }
            return Checked(expected) { execution in
                .array(try evaluate(execution).asArray.map { .existential($0, convert) })
            }
        case .array(.any):
            // `shapes as [Any]`, `[1, 2] as [Any]`: each element boxed as `Any` is.
            guard case .array(let element) = checked.type, element != .any else { return nil }
            return Checked(expected) { execution in
                .array(try evaluate(execution).asArray.map { .existential($0, element) })
            }
        case .nominal(let target) where target.isClass:
            // A subclass instance where its superclass is expected: the same reference.
            guard case .nominal(let actual) = checked.type, actual.isSubclass(of: target) else { return nil }
            return Checked(expected, evaluate: evaluate)
        case .metatype(let target) where target.isClassInstance:
            guard case .metatype(.nominal(let actual)) = checked.type, actual.isSubclass(of: target.nominalType!) else { return nil }
            return Checked(expected, evaluate: evaluate)
        case .array(let targetElement) where targetElement.isClassInstance:
            guard case .array(.nominal(let actual)) = checked.type, actual.isSubclass(of: targetElement.nominalType!) else { return nil }
            return Checked(expected, evaluate: evaluate)
        case .readOnlyKeyPath(let root, let value):
            // Every WritableKeyPath is a KeyPath.
            guard case .keyPath(root, value) = checked.type else { return nil }
            return Checked(expected, evaluate: evaluate)
        default:
            return nil
        }
    }
}

extension Checker {
    /// A function of n parameters where one taking a tuple of n elements is expected:
    /// `zip(days, steps).map(Day.init)`, `pairs.forEach(printRow)`. Swift passes the tuple's
    /// elements as the arguments (a closure literal does the same, see `closure`). A `.any`
    /// result takes the function's own.
    public func tupleSplat(of checked: Checked, expecting expected: SessionType?) -> Checked {
        guard case .function(let parameters, let result)? = expected, parameters.count == 1, case .tuple(_, let elements) = parameters[0], elements.count > 1,
            case .function(let given, let givenResult) = checked.type, given == elements,
            givenResult == result || result == .any
        else { return checked }
        let evaluate = checked.evaluate
        return Checked(.function(parameters: parameters, result: givenResult)) { execution in
            guard case .function(let function) = try evaluate(execution) else { preconditionFailure("checked as a function") }
            return .function(FunctionValue { execution, arguments in
                try function.invoke(execution, arguments[0].asTuple)
            })
        }
    }

    /// `U?` to `T?` where `U` converts to `T` (`Int?` to `Any?`): Swift maps the optional, so
    /// nil stays nil instead of becoming `Optional(nil)`. The conversion of the unwrapped value.
    fileprivate func optionalMap(from actual: SessionType, to wrapped: SessionType) -> ((Value, Execution) throws -> Value)? {
        let operand = ConversionOperand()
        guard let inner = conversion(of: Checked(actual) { _ in operand.value }, to: wrapped) else { return nil }
        let innerEvaluate = inner.evaluate
        return { value, execution in
            // Set for the length of the conversion only: the checked tree may be kept (a
            // function's body, a statement's for the later ones alike), and must not keep an
            // object alive (its deinit would run late).
            let saved = operand.value
            operand.value = value
            defer { operand.value = saved }
            return try innerEvaluate(execution)
        }
    }
}

/// The value an optional map converts, read by the conversion built for the wrapped type.
private final class ConversionOperand {
    var value: Value = .void
}

extension Checker {
    /// The library's types that conform to CustomStringConvertible.
    public static func isLibraryDescribable(_ type: SessionType) -> Bool {
        switch type {
        case .int, .double, .string, .bool, .character, .sizedInteger, .float, .substring, .unicodeScalar, .array, .dictionary,
            .set, .range:
            true
        default: false
        }
    }
}
