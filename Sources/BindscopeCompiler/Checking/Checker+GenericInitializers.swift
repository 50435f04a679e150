import BindscopeLanguage
import BindscopeRuntime

// Generic initializers (`init<S: Sequence>(_ items: S) where S.Element == Int`, `init<T>(value: T)`):
// kept as a `GenericMethodTemplate`, as a generic method is, and specialized per list of
// their own type arguments at each call (see `genericMethodInstance`). A call chooses among
// the type's plain initializers and the instances made for its arguments.

extension Checker {
    /// An initializer as the function declaration a generic method's template holds: named
    /// `init`, without a result (the instance built is the result).
    public static func initializerAsFunction(_ declaration: InitializerDeclaration) -> FunctionDeclaration {
        var function = FunctionDeclaration(
            modifiers: declaration.modifiers, modifierLocations: [], funcLocation: declaration.location, name: "init",
            nameLocation: declaration.location, parameters: declaration.parameters, effect: declaration.effect,
            resultType: nil, body: declaration.body, closingBraceLocation: declaration.location)
        function.generics = declaration.generics
        function.thrownType = declaration.thrownType
        return function
    }

    /// The initializers a call may choose from: each generic one replaced by its instance for
    /// the call's arguments, or left out when they do not fit it. When none fits, the error of
    /// a generic one whose labels are the call's says why.
    public func specializedInitializers(
        _ initializers: [UserMethod], _ arguments: [Argument], expecting expected: SessionType?, typeName: String,
        at location: SourceLocation
    ) throws -> [UserMethod] {
        guard initializers.contains(where: { $0.genericTemplate != nil }) else { return initializers }
        var candidates: [UserMethod] = []
        var labelledError: Error?
        var firstError: Error?
        let labels = arguments.map(\.label)
        for initializer in initializers {
            guard let template = initializer.genericTemplate else {
                candidates.append(initializer)
                continue
            }
            do {
                candidates.append(try genericMethodInstance(initializer, arguments, expecting: expected, typeName: typeName, at: location))
            } catch {
                firstError = firstError ?? error
                let written = template.declaration.parameters
                if written.map(\.label) == labels || (written.count == labels.count && labelledError == nil) {
                    labelledError = labelledError ?? error
                }
            }
        }
        // A trailing closure has no label, yet fits a labelled parameter (`Button("Save") {
        // … }` for `init(_:action:)`): a plain initializer that fits so wins over a generic
        // one's error.
        let plainFits = candidates.contains { candidate in
            let written = candidate.parameters.map(\.label)
            guard written.count == arguments.count else { return false }
            return zip(written, arguments).allSatisfy { label, argument in
                if argument.label == label { return true }
                if argument.label == nil, case .closure = argument.value.kind { return true }
                return false
            }
        }
        if let labelledError, !plainFits { throw labelledError }
        // Every initializer is generic and none fits (`Form()` for the SwiftUI prelude's
        // `Form(content:)`): the first one's error says why.
        if candidates.isEmpty, let error = labelledError ?? firstError { throw error }
        return candidates
    }

    /// `where S.Element == Value` in a call's generic signature: a side not bound by the
    /// arguments takes the other side's type (`Wrapper(first: [7, 8])` makes `Value` Int).
    public func inferFromSameTypeRequirements(
        _ signature: GenericSignature, _ names: Set<String>, _ bindings: inout [String: SessionType]
    ) {
        for requirement in signature.requirements {
            guard case .sameType(let other) = requirement.kind else { continue }
            let subject = sameTypeSide(requirement.subject, bindings, at: requirement.location)
            let otherName: String? = if case .named(let name, [], _) = other, names.contains(name) { name } else { nil }
            let otherType: SessionType? = otherName.flatMap { bindings[$0] }
                ?? (otherName == nil ? sameTypeSide(Checker.writtenName(other), bindings, at: requirement.location) : nil)
            if subject == nil, names.contains(requirement.subject), let otherType {
                bindings[requirement.subject] = otherType
            } else if let otherName, bindings[otherName] == nil, let subject {
                bindings[otherName] = subject
            } else if otherName == nil, let subject, mentions(other, names) {
                // `func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped?` on a
                // `Binding<String?>`: Wrapped is what makes `Wrapped?` the bound `Value`.
                var found: [String: SessionType] = [:]
                guard (try? unify(other, subject, names, &found, at: requirement.location)) != nil else { continue }
                bindings.merge(found) { current, _ in current }
            }
        }
    }

    /// `S.Element` or `Value` with the bindings so far; nil when not bound yet.
    private func sameTypeSide(_ written: String?, _ bindings: [String: SessionType], at location: SourceLocation) -> SessionType? {
        guard let written else { return nil }
        if let bound = bindings[written] { return bound }
        let parts = written.split(separator: ".").map(String.init)
        if parts.count == 2, let base = bindings[parts[0]] { return associatedType(parts[1], of: base) }
        let saved = instantiation.bindings
        defer { instantiation.bindings = saved }
        instantiation.bindings.merge(bindings) { _, new in new }
        return try? resolve(.named(written, genericArguments: [], location: location))
    }

    private static func writtenName(_ syntax: TypeSyntax) -> String? {
        if case .named(let name, [], _) = syntax { return name }
        return nil
    }
}
