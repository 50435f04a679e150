import BindscopeLanguage
import BindscopeRuntime

// `some P` as a result type (SE-0244). The declaration's result is an `OpaqueType` of its
// own; the body's first `return` decides its underlying type and every other return must
// have that type too. Its values are plain values of the underlying type, so running a call
// costs nothing; the checker alone keeps the type opaque: a member is found on the
// underlying type only when the constraint promises it, and operators, iteration and the
// conversions to `Any` or an existential see the underlying type the same way.
// (`some P` as a parameter's type is a generic parameter: see `Parser+OpaqueTypes`.)

extension Checker {
    // MARK: Declaring

    /// A declaration's result type: `some P` makes the declaration's own opaque type.
    /// `kind` and `name` say what it is as Swift's diagnostics do: `local function`, `make()`.
    public func resolveResultType(
        _ syntax: TypeSyntax?, of kind: String, _ name: String, at location: SourceLocation
    ) throws -> SessionType {
        guard let syntax else { return .void }
        if case .named("Never", [], let neverLocation) = syntax, declared.types["Never"] == nil, module.libraryTypeNames.contains("Never") {
            // The library's `Never` is Combine's failure type only: no call ends the program here.
            throw Diagnostic("a \(kind) returning 'Never' is not supported in a session", at: neverLocation)
        }
        guard case .opaque(let constraint, _) = syntax else { return try resolveAllowingImplicitlyUnwrapped(syntax) }
        var protocolNames: [String] = []
        var superclass: NominalType?
        var element: SessionType?
        let components: [TypeSyntax] = if case .named("&", let parts, _) = constraint { parts } else { [constraint] }
        for component in components {
            if case .named(let name, let arguments, _) = component, arguments.count == 1,
                Checker.isLibraryCollection(.array(.int), name) != nil
            {
                // `some Collection<Int>`: the primary associated type, Element, is known.
                protocolNames.append(name)
                element = try resolve(arguments[0])
                continue
            }
            guard case .named(let name, [], let componentLocation) = component else {
                throw Diagnostic(
                    "an 'opaque' type must specify only 'Any', 'AnyObject', protocols, and/or a base class",
                    at: component.location)
            }
            if let type = userType(named: name), type.kind == .protocolType || type.isClass {
                if type.isClass { superclass = type } else { protocolNames.append(name) }
            } else if Checker.knownProtocols.contains(name) || Checker.opaqueLibraryMembers[name] != nil || name == "AnyObject" {
                protocolNames.append(name)
            } else if name != "Any" {
                _ = try resolve(component)
                throw Diagnostic(
                    "an 'opaque' type must specify only 'Any', 'AnyObject', protocols, and/or a base class",
                    at: componentLocation)
            }
        }
        let opaque = OpaqueType(
            spelling: syntax.debugDescription, protocolNames: protocolNames, superclass: superclass, owner: "\(kind) '\(name)'",
            ownerName: String(name.prefix { $0 != "(" }), location: location)
        opaque.element = element
        return .opaque(opaque)
    }

    // MARK: Returning

    /// `return value` in a body whose result is opaque: the first return decides the
    /// underlying type, which must satisfy the constraint; later ones must have the same type.
    public func opaqueReturn(_ expression: Expression, _ opaque: OpaqueType) throws -> Checked {
        guard let underlying = opaque.underlying else {
            // `some Collection<Int>`: an array literal's elements are checked as Ints.
            let checked =
                if let element = opaque.element, expression.isArrayLiteral {
                    try check(expression, expecting: .array(element))
                } else {
                    try checkValue(expression)
                }
            if Checker.isValue(of: opaque, checked.type) { return checked }
            try requireSatisfies(checked.type, opaque, at: expression.location)
            opaque.underlying = checked.type
            opaque.firstReturn = expression.location
            return checked
        }
        let checked = try check(expression, expecting: underlying)
        if checked.type == underlying || Checker.isValue(of: opaque, checked.type) { return checked }
        if let converted = conversion(of: checked, to: underlying), !Checker.changesType(from: checked.type) {
            return converted
        }
        let notes = [(underlying, opaque.firstReturn), (checked.type, expression.location)].map { type, location in
            Diagnostic("return statement has underlying type '\(type.displayName)'", at: location, severity: .note)
        }
        throw Diagnostic(
            "function declares an opaque return type '\(opaque.spelling)', but the return statements in its body do not have matching underlying types",
            at: opaque.location, notes: notes)
    }

    /// Whether `type` is the opaque type itself: a generic function instantiated with it
    /// (ViewBuilder's `buildExpression(_:)` given the `some View` of a session's `card(_:)`)
    /// returns a value of it where it is the result; that value already has the underlying
    /// type, and this return is no declaration's first.
    private static func isValue(of opaque: OpaqueType, _ type: SessionType) -> Bool {
        if case .opaque(let same) = type { return same === opaque }
        return false
    }

    /// A value of another type converts to the underlying one only when it is a literal's
    /// (an optional's nil, say); an existential or a subclass is a type of its own.
    private static func changesType(from type: SessionType) -> Bool {
        switch type {
        case .nominal, .error, .any, .anyHashable: true
        default: false
        }
    }

    /// A body that never returns a value has no underlying type to give.
    public func requireUnderlyingType(of resultType: SessionType) throws {
        guard case .opaque(let opaque) = resultType, opaque.underlying == nil else { return }
        throw Diagnostic(
            "function declares an opaque return type, but has no return statements in its body from which to infer an underlying type",
            at: opaque.location)
    }

    private func requireSatisfies(_ type: SessionType, _ opaque: OpaqueType, at location: SourceLocation) throws {
        if let superclass = opaque.superclass, type.nominalType?.isSubclass(of: superclass) != true {
            throw Diagnostic(
                "return type of \(opaque.owner) requires that '\(type.displayName)' inherit from '\(superclass.name)'",
                at: location)
        }
        for name in opaque.protocolNames where !conforms(type, to: name) {
            throw Diagnostic(
                "return type of \(opaque.owner) requires that '\(type.displayName)' conform to '\(name)'", at: location)
        }
        if let element = opaque.element, let actual = Checker.sequenceElement(of: type), actual != element {
            throw Diagnostic(
                "return type of \(opaque.owner) requires the types '\(actual.displayName)' and '\(element.displayName)' be equivalent",
                at: location)
        }
    }

    // MARK: Using

    /// Whether the opaque type's constraint promises the protocol `name`: it names it, or a
    /// protocol that refines it.
    public func promises(_ opaque: OpaqueType, _ name: String) -> Bool {
        opaque.protocolNames.contains { promised in
            if promised == name { return true }
            if let type = userType(named: promised), type.kind == .protocolType { return type.conformances.contains(name) }
            return Checker.libraryRefinements[promised]?.contains(name) == true
        } || opaque.superclass?.conformances.contains(name) == true
    }

    /// `shape.area` where `shape` is opaque: the member on the underlying type, when the
    /// constraint promises it; else Swift's error naming the opaque type.
    public func openedForMember(_ base: Checked, _ name: String, at location: SourceLocation) throws -> Checked {
        guard case .opaque(let opaque) = base.type else { return base }
        let promised = promisedMemberNames(of: opaque)
        guard promised.contains(name) else {
            var message = "value of type '\(opaque.spelling)' has no member '\(name)'"
            if let suggestion = Suggestions.nearest(to: name, among: promised.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw Diagnostic(message, at: location)
        }
        return opened(base)
    }

    /// The value as its underlying type, for what the constraint allows (the caller checked).
    public func opened(_ checked: Checked) -> Checked {
        guard case .opaque(let opaque) = checked.type else { return checked }
        var opened = checked
        opened.type = opaque.underlyingType
        return opened
    }

    /// Both sides of `==` or `<` opaque: of one declaration, and its constraint promises the
    /// operator, they compare as the underlying type; of two declarations, Swift's conflict.
    public func openedForComparison(_ op: String, _ left: Checked, _ right: Checked, at location: SourceLocation) throws -> (Checked, Checked) {
        switch (left.type, right.type) {
        case (.opaque(let a), .opaque(let b)) where a !== b:
            throw Diagnostic(
                "conflicting arguments to generic parameter 'Self' ('\(a.spelling)' (result type of '\(a.ownerName)') vs. '\(b.spelling)' (result type of '\(b.ownerName)'))",
                at: location)
        case (.opaque(let opaque), .opaque):
            let needed = op == "==" || op == "!=" ? "Equatable" : "Comparable"
            return promises(opaque, needed) ? (opened(left), opened(right)) : (left, right)
        default:
            return (left, right)
        }
    }

    /// `for x in makeNumbers()`: a Sequence's elements, when the constraint promises one.
    public func openedForIteration(_ sequence: Checked) -> Checked {
        guard case .opaque(let opaque) = sequence.type, promises(opaque, "Sequence") else { return sequence }
        return opened(sequence)
    }

    /// An opaque value where `Any` or an existential is expected converts as its underlying
    /// type does (as an existential, it remembers that type); nowhere else.
    public func openedForConversion(_ checked: Checked, to expected: SessionType) -> Checked? {
        guard case .opaque(let opaque) = checked.type else { return nil }
        var target = expected
        while case .optional(let wrapped) = target { target = wrapped }
        switch target {
        case .any, .anyHashable, .error: return conversion(of: opened(checked), to: expected)
        case .nominal(let type) where type.kind == .protocolType && promises(opaque, type.name):
            return conversion(of: opened(checked), to: expected)
        default: return nil
        }
    }

    private func promisedMemberNames(of opaque: OpaqueType) -> Set<String> {
        var names: Set<String> = []
        var libraryProtocols = opaque.protocolNames
        for name in opaque.protocolNames {
            if let type = userType(named: name), type.kind == .protocolType {
                names.formUnion(memberNames(of: .nominal(type)))
                names.formUnion(type.members.methods.keys)
                libraryProtocols += type.conformances
            }
        }
        for name in libraryProtocols {
            names.formUnion(Checker.opaqueLibraryMembers[name] ?? [])
            for refined in Checker.libraryRefinements[name] ?? [] { names.formUnion(Checker.opaqueLibraryMembers[refined] ?? []) }
        }
        if let superclass = opaque.superclass {
            for type in superclass.classChain {
                names.formUnion(memberNames(of: .nominal(type)))
                names.formUnion(type.members.methods.keys)
            }
        }
        return names
    }
}
