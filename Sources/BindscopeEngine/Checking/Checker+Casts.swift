import BindscopeLanguage

extension Checker {
    /// `x as T` (a conversion the checker proves), `x as? T` and `x as! T` (tested at run time).
    func cast(_ operand: Expression, _ kind: Expression.CastKind, _ typeSyntax: TypeSyntax, at location: SourceLocation) throws -> Checked {
        let target = try resolve(typeSyntax)
        if kind == .coerce {
            let value = try check(operand, expecting: target)
            if let converted = conversion(of: value, to: target) { return converted }
            throw Diagnostic(
                "cannot convert value of type '\(value.type.displayName)' to type '\(target.displayName)' in coercion",
                at: location)
        }
        let value = try checkValue(operand)
        let test = Checker.castTest(from: value.type, to: target)
        let evaluate = value.evaluate
        if kind == .conditional {
            return Checked(.optional(target)) { .optional(test(try evaluate($0))) }
        }
        let source = value.type
        return Checked(target) { execution in
            let original = try evaluate(execution)
            guard let result = test(original) else {
                let dynamic = source == .any || source == .anyHashable ? original.dynamicType : source
                throw RuntimeError.failedCast(from: dynamic, to: target).located(at: location)
            }
            return result
        }
    }

    /// `x is T`
    func typeCheck(_ operand: Expression, _ typeSyntax: TypeSyntax, at location: SourceLocation) throws -> Checked {
        let target = try resolve(typeSyntax)
        let value = try checkValue(operand)
        let test = Checker.castTest(from: value.type, to: target)
        let evaluate = value.evaluate
        return Checked(.bool) { .bool(test(try evaluate($0)) != nil) }
    }

    /// How a value of static type `source` is tested against `target`: `Any` and `AnyHashable`
    /// look at the type they were made from (unwrapping optionals, as Swift's casts do).
    static func castTest(from source: SessionType, to target: SessionType) -> (Value) -> Value? {
        if source == target { return { $0 } }
        switch source {
        case .any, .anyHashable:
            return { value in unwrapForCast(value, to: target) }
        case .optional(let wrapped):
            let inner = castTest(from: wrapped, to: target)
            return { value in
                guard case .some(let payload) = value else { return nil }
                return inner(payload)
            }
        default:
            if target == .any { return { .existential($0, source) } }
            return { _ in nil }
        }
    }

    private static func unwrapForCast(_ value: Value, to target: SessionType) -> Value? {
        switch value {
        case .existential(let payload, let type), .anyHashable(let payload, let type):
            if type == target { return payload }
            if target == .any { return value }
            if case .optional(let wrapped) = type, case .some(let inner) = payload {
                return unwrapForCast(.existential(inner, wrapped), to: target)
            }
            return nil
        default:
            return nil
        }
    }
}
