import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime
import StateBinding

extension Checker {
    /// `Binding(get:set:)`, `Binding(projectedValue:)`, and the projections `Binding(base)`.
    /// `valueType` is the `Value` when written (`Binding<Int>(…)`) or expected from context.
    public func bindingInitializer(
        valueType: SessionType?, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        let labels = arguments.map(\.label)
        if labels == ["get", "set"] {
            return try accessorBinding(valueType: valueType, arguments, at: location)
        }
        if labels == ["projectedValue"] {
            let base = try check(arguments[0].value, expecting: valueType.map(SessionType.binding))
            guard case .binding = base.type else {
                throw Diagnostic(ConversionContext.argument.mismatch(base.type, .binding(valueType ?? .any)), at: arguments[0].location)
            }
            if let valueType { return try convert(base, to: .binding(valueType), in: .argument, at: arguments[0].location) }
            return base
        }
        guard labels == [nil] else {
            throw Diagnostic("no exact matches in call to initializer", at: location)
        }
        let base = try checkValue(arguments[0].value)
        guard case .binding(let baseValue) = base.type else {
            throw Diagnostic(
                ConversionContext.argument.mismatch(base.type, .binding(valueType ?? base.type)),
                at: arguments[0].location)
        }
        let evaluate = base.evaluate
        let wantsUnwrap: Bool
        if let valueType {
            wantsUnwrap = baseValue == .optional(valueType) && expected?.isOptional != false
            if valueType == .anyHashable, baseValue != .anyHashable {
                guard isHashable(baseValue) else {
                    throw Diagnostic("initializer 'init(_:)' requires that '\(baseValue.displayName)' conform to 'Hashable'", at: location)
                }
                return Checked(.binding(.anyHashable)) {
                    .binding(BuiltinMembers.bindingValue(try evaluate($0)).appending(.eraseToAnyHashable(baseValue)))
                }
            }
            if valueType == .optional(baseValue) {
                return Checked(.binding(valueType)) { .binding(BuiltinMembers.bindingValue(try evaluate($0)).appending(.wrapOptional)) }
            }
            guard wantsUnwrap else {
                throw Diagnostic(
                    ConversionContext.argument.mismatch(base.type, .binding(.optional(valueType))),
                    at: arguments[0].location)
            }
        } else {
            wantsUnwrap = baseValue.isOptional
        }
        if wantsUnwrap {
            // The failable projection: nil now if the value is nil now; later reads force-unwrap.
            let unwrapped = baseValue.unwrappedOnce
            return Checked(.optional(.binding(unwrapped))) { execution in
                let binding = BuiltinMembers.bindingValue(try evaluate(execution))
                guard case .some = try binding.read(in: execution) else { return .none }
                return .some(.binding(binding.appending(.forceUnwrap)))
            }
        }
        return Checked(.binding(.optional(baseValue))) {
            .binding(BuiltinMembers.bindingValue(try evaluate($0)).appending(.wrapOptional))
        }
    }

    /// `Binding(get: { … }, set: { newValue in … })`, or with a setter taking the transaction too.
    private func accessorBinding(valueType: SessionType?, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        let getter = try check(arguments[0].value, expecting: .function(parameters: [], result: valueType ?? .any))
        guard case .function([], let gotType) = getter.type else {
            throw Diagnostic(
                ConversionContext.argument.mismatch(getter.type, .function(parameters: [], result: valueType ?? .any)),
                at: arguments[0].location)
        }
        let value = valueType ?? gotType
        let getterChecked = try convert(getter, to: .function(parameters: [], result: value), in: .argument, at: arguments[0].location)
        var takesTransaction = false
        if case .closure(let closure) = arguments[1].value.kind, closure.parameters?.count == 2 {
            takesTransaction = true
        }
        let setterType = SessionType.function(
            parameters: takesTransaction ? [value, .transaction] : [value], result: .void)
        let setter = try check(arguments[1].value, as: setterType, in: .argument)
        let get = getterChecked.evaluate, set = setter.evaluate
        let transactionSetter = takesTransaction
        return Checked(.binding(value)) { execution in
            guard case .function(let getFunction) = try get(execution),
                case .function(let setFunction) = try set(execution)
            else { preconditionFailure() }
            return .binding(BindingValue(source: .accessors(
                get: getFunction, set: setFunction, setterTakesTransaction: transactionSetter)))
        }
    }

    /// `State(initialValue:)`, `State(wrappedValue:)`, `State<T?>()`.
    public func stateInitializer(valueType: SessionType?, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        if arguments.isEmpty {
            guard let valueType, valueType.isOptional else {
                throw Diagnostic("missing argument for parameter 'wrappedValue' in call", at: location)
            }
            return Checked(.state(valueType)) { _ in .state(Box(.none)) }
        }
        guard arguments.count == 1, let label = arguments[0].label,
            label == "initialValue" || label == "wrappedValue"
        else {
            throw Diagnostic("no exact matches in call to initializer", at: location)
        }
        let initial = try valueType.map { try check(arguments[0].value, as: $0, in: .argument) }
            ?? checkValue(arguments[0].value)
        let evaluate = initial.evaluate
        return Checked(.state(initial.type)) { .state(Box(try evaluate($0))) }
    }

    /// `Type.name(arguments)`: `Binding.constant(3)`, `Animation.easeInOut(duration: 1)`.
    public func staticCall(
        on type: SessionType, _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        if name == "init" { return try initializer(of: type, arguments, expecting: expected, at: location) }
        if case .nominal(let nominal) = type, let index = nominal.caseIndex(named: name), nominal.cases[index].hasPayload {
            return try enumCaseConstruction(nominal, index, arguments, at: location)
        }
        if case .optional = type, name == "some" {
            return try optionalCase(name, arguments: arguments, of: type, at: location)
        }
        if let call = try builtinStaticCall(on: type, name, arguments, expecting: expected, at: location) {
            return call
        }
        // `Ops.negate(&v)`: a static property holding a closure, called as any function value.
        if case .nominal = type, let callee = try? member(of: Checked(.metatype(type)) { _ in .metatype(type) }, name, at: location) {
            guard case .function(let parameters, let result) = callee.type else {
                throw Diagnostic("cannot call value of non-function type '\(callee.type.displayName)'", at: location)
            }
            return try closureCall(callee, parameters: parameters, result: result, arguments, named: name, at: location)
        }
        throw Diagnostic("type '\(type.displayName)' has no member '\(name)'", at: location)
    }
}
