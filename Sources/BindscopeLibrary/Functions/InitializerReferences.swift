import BindscopeLanguage
import BindscopeRuntime

/// `Person.init` or `Wrapper.init(value:)` written as a value (`let make = Person.init`,
/// `let f: (Int) -> Wrapper = Wrapper.init`): the function that calls that initializer, checked
/// as the closure `{ Wrapper(value: $0) }` with the initializer's parameter types.
extension LibraryChecking {
    /// Nil when `expression` is no initializer reference.
    public func initializerReference(_ expression: Expression, expecting expected: SessionType?) throws -> Checked? {
        guard case .member(let base, let name, let nameLocation) = expression.kind,
            let written = BuiltinMembers.initializerLabels(name), BuiltinMembers.isTypeReference(base)
        else { return nil }
        let labels: [String?]? = name == "init" ? nil : written
        var expectedParameters: [SessionType]?
        if case .function(let parameters, _)? = expected { expectedParameters = parameters }
        guard case .metatype(let type) = try checkOperand(base).type else { return nil }
        guard case .nominal(let nominal) = type, nominal.kind == .structure else {
            // A built-in type's initializers are overloaded: only the context can pick one.
            guard let expectedParameters else { throw Diagnostic("ambiguous use of 'init'", at: nameLocation) }
            let call = BuiltinMembers.initializerCall(base, labels: labels ?? expectedParameters.map { _ in nil }, at: expression.location)
            return try check(call, expecting: expected)
        }
        let named = initializerSignatures(of: nominal).filter { labels == nil || $0.labels == labels }
        var candidates = named.filter { expectedParameters == nil || $0.types == expectedParameters }
        // None fits the context: the one the name gives is checked as is, and the caller
        // reports the mismatch in its own words.
        if candidates.isEmpty, named.count == 1 { candidates = named }
        guard candidates.count == 1 else {
            if candidates.isEmpty {
                throw Diagnostic("type '\(nominal.name)' has no member '\(name)'", at: nameLocation)
            }
            throw Diagnostic("ambiguous use of 'init'", at: nameLocation)
        }
        let call = BuiltinMembers.initializerCall(base, labels: candidates[0].labels, at: expression.location)
        // A failable `init?` gives an optional (`inputs.compactMap(Temperature.init(text:))`).
        return try check(call, expecting: .function(parameters: candidates[0].types, result: candidates[0].result ?? type))
    }

    /// The initializers a struct offers: those it declares, else its memberwise one (a `let`
    /// with an initial value is not a parameter of it).
    private func initializerSignatures(of nominal: NominalType) -> [(labels: [String?], types: [SessionType], result: SessionType?)] {
        var signatures = nominal.members.initializers.map { initializer in
            (labels: initializer.parameters.map(\.label), types: initializer.parameters.map(\.type),
             result: Optional(initializer.resultType))
        }
        if !nominal.members.hidesMemberwiseInitializer {
            let parameters = nominal.storedProperties.filter { !($0.isConstant && $0.defaultValue != nil) }
            signatures.append((parameters.map { $0.initializerLabel }, parameters.map(\.initializerType), nil))
        }
        return signatures
    }
}

extension BuiltinMembers {
    /// `{ Base(l0: $0, l1: $1) }`
    fileprivate static func initializerCall(_ base: Expression, labels: [String?], at location: SourceLocation) -> Expression {
        let arguments = labels.enumerated().map { index, label in
            Argument(label: label, value: Expression(.identifier("$\(index)"), at: location), location: location)
        }
        let call = Expression(.call(callee: base, arguments: arguments), at: location)
        return Expression(.closure(Closure(parameters: nil, resultType: nil, body: [Statement(.expression(call), at: location)])), at: location)
    }
}
