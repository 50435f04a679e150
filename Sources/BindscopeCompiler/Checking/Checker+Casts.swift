import BindscopeLanguage
import BindscopeRuntime

extension Checker {
    /// `x as T` (a conversion the checker proves), `x as? T` and `x as! T` (tested at run time).
    public func cast(_ operand: Expression, _ kind: Expression.CastKind, _ typeSyntax: TypeSyntax, at location: SourceLocation) throws -> Checked {
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
                let dynamic = [.any, .anyHashable, .error].contains(source) || source.unwrappedOnce.isClassInstance
                    ? Checker.unwrapped(original).dynamicType : source
                throw RuntimeError.failedCast(from: dynamic, to: target).located(at: location)
            }
            return result
        }
    }

    /// How many optionals `type` is: 2 for `Int??`.
    static func optionalDepth(_ type: SessionType) -> Int {
        if case .optional(let wrapped) = type { return 1 + optionalDepth(wrapped) }
        return 0
    }

    /// The value inside any number of optionals.
    public static func unwrapped(_ value: Value) -> Value {
        if case .some(let wrapped) = value { return unwrapped(wrapped) }
        return value
    }

    /// `x is T`
    public func typeCheck(_ operand: Expression, _ typeSyntax: TypeSyntax, at location: SourceLocation) throws -> Checked {
        let target = try resolve(typeSyntax)
        let value = try checkValue(operand)
        let test = Checker.castTest(from: value.type, to: target)
        let evaluate = value.evaluate
        return Checked(.bool) { .bool(test(try evaluate($0)) != nil) }
    }

    /// How a value of static type `source` is tested against `target`.
    public static func castTest(from source: SessionType, to target: SessionType) -> (Value) -> Value? {
        { cast($0, from: source, to: target) }
    }

    /// Swift's dynamic cast: `Any` and `AnyHashable` look at the type their payload was made
    /// from, optionals are looked through (and wrapped again for an optional target), and
    /// arrays and dictionaries cast element by element. A nil stays nil at its own depth: a
    /// nil `A??` (inside an `A????`) is a nil `B??`, and so fits a target at least that
    /// optional (as `.some(.none)` of a `B???`) and no other.
    public static func cast(_ value: Value, from source: SessionType, to target: SessionType) -> Value? {
        if target == .any { return source == .any ? value : .existential(value, source) }
        if source == target { return value }
        switch (source, value) {
        case (.any, .existential(let payload, let type)), (.error, .existential(let payload, let type)),
            (.anyHashable, .anyHashable(let payload, let type)):
            return cast(payload, from: type, to: target)
        case (.nominal(let source), .existential(let payload, let type)) where source.kind == .protocolType:
            return cast(payload, from: type, to: target)
        case (.any, _), (.error, _), (.anyHashable, _):
            return nil
        case (.optional(let wrapped), _):
            guard case .some(let payload) = value else {
                let depth = optionalDepth(source), targetDepth = optionalDepth(target)
                guard depth <= targetDepth else { return nil }
                return (depth..<targetDepth).reduce(Value.none) { inner, _ in .some(inner) }
            }
            return cast(payload, from: wrapped, to: target)
        default:
            break
        }
        switch (target, source, value) {
        case (.metatype(.nominal(let protocolType)), .metatype, .metatype) where protocolType.kind == .protocolType:
            return castToProtocolMetatype(value, protocolType)
        case (.optional(let targetWrapped), _, _):
            return cast(value, from: source, to: targetWrapped).map { Value.some($0) }
        case (.anyHashable, _, _):
            return .anyHashable(wrapping: value, of: source)
        case (.error, .nominal(let nominal), _):
            return nominal.conformances.contains("Error") ? .existential(value, source) : nil
        case (.nominal(let target), _, _) where target.kind == .protocolType:
            // `shape as? Named`: the value's own type decides.
            let dynamic = Checker.unwrapped(value).dynamicType
            guard let nominal = dynamic.nominalType else {
                // A built-in value: its static type (existentials were opened above) is its own.
                let builtin = source.unwrappedOnce
                return target.hasBuiltinConformer(builtin) ? .existential(Checker.unwrapped(value), builtin) : nil
            }
            guard nominal.conforms(to: target) else { return nil }
            return .existential(value, dynamic)
        case (.nominal(let targetClass), .nominal(let sourceClass), .object) where targetClass.isClass && sourceClass.isClass:
            // An instance is of its own class and of every superclass of it.
            return value.objectType.isSubclass(of: targetClass) ? value : nil
        case (.array(let targetElement), .array(let sourceElement), .array(let elements)):
            var converted: [Value] = []
            converted.reserveCapacity(elements.count)
            for element in elements {
                guard let cast = cast(element, from: sourceElement, to: targetElement) else { return nil }
                converted.append(cast)
            }
            return .array(converted)
        case (.dictionary(let targetKey, let targetValue), .dictionary(let sourceKey, let sourceValue), .dictionary(let dictionary)):
            var converted = DictionaryValue()
            for (key, entry) in zip(dictionary.keys, dictionary.values) {
                guard let newKey = cast(key, from: sourceKey, to: targetKey),
                    let newValue = cast(entry, from: sourceValue, to: targetValue)
                else { return nil }
                converted[newKey] = newValue
            }
            return .dictionary(converted)
        default:
            return nil
        }
    }
}
