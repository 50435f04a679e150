import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// `weak var delegate: DownloadDelegate?` and `unowned let owner: Person` in a class. A class
// instance is a `Box`, kept alive by Swift's own reference counting of the values that hold
// it; a weak property holds its object through a Swift `weak` reference instead, so once
// nothing else in the session holds the object (after the statement that dropped the last
// reference: its undo log holds it until then) the property reads nil, as in Swift.
//
// The property is a computed one of the class (its getter and setter run here) over a hidden
// stored property, whose value is `.none` or a function that rebuilds the value from the
// object while it lives.

extension Checker {
    public func ownershipStoredProperty(_ property: VariableDeclaration, _ ownership: String, of type: NominalType) throws {
        guard type.isClass else {
            throw Diagnostic("'\(ownership)' properties of structures and enumerations are not supported in a session", at: property.nameLocation)
        }
        if type.storedPropertyIndex(named: property.name) != nil || type.computedPropertyIndex(named: property.name) != nil {
            throw Diagnostic("invalid redeclaration of '\(property.name)'", at: property.nameLocation)
        }
        if !property.attributes.isEmpty || property.willSet != nil || property.didSet != nil {
            throw Diagnostic("observed or wrapped '\(ownership)' properties are not supported in a session", at: property.nameLocation)
        }
        // `weak var delegate: Delegate!`: an optional read as its value (see `Checker+ImplicitlyUnwrapped`).
        let declared = try property.type.map(resolveAllowingImplicitlyUnwrapped)
        if property.type?.implicitlyUnwrappedWrapped != nil { markImplicitlyUnwrappedProperty(property.name, of: type) }
        let context = FunctionContext(enclosing: nil, selfType: nil, resultType: nil)
        let initial: Checked? = try property.initializer.map { expression in
            try inFunction(context, parent: nil) {
                if let declared { return try check(expression, as: declared, in: .initialization) }
                return try checkValue(expression)
            }
        }
        let propertyType = try ownedType(declared: declared, initial: initial, ownership, at: property.nameLocation)
        let hiddenName = " \(ownership) \(property.name)"
        let index = type.storedProperties.count
        let initialValue = initial.map { checked in
            let evaluate = checked.evaluate
            return Checked(.any) { Checker.weakReference(to: try evaluate($0)) }
        } ?? (propertyType.isOptional ? Checked(.any) { _ in .none } : nil)
        type.storedProperties.append(NominalType.StoredProperty(
            name: hiddenName, type: .any, isConstant: false, defaultValue: initialValue, isWrapped: false))
        let isUnowned = ownership == "unowned", isOptional = propertyType.isOptional
        let getter = FunctionValue { execution, arguments in
            guard case .structure(let fields) = arguments[0].objectStorage.value else { preconditionFailure("object without fields") }
            return try Checker.ownedValue(fields.fields[index], trapsWhenGone: isUnowned && !isOptional, in: execution)
        }
        type.computedProperties.append(NominalType.ComputedProperty(name: property.name, type: propertyType, body: getter))
        if property.isConstant { type.constantReferences.insert(property.name) }
        let setter = UserMethod(
            name: property.name,
            parameters: [DeclaredFunction.Parameter(label: nil, name: "newValue", type: propertyType, isInout: false, isVariadic: false, defaultValue: nil)],
            resultType: .void, kind: .instance(isMutating: false), throwsErrors: false, location: property.nameLocation)
        let step = PathStep.field(index, name: hiddenName)
        setter.body = FunctionValue { execution, arguments in
            let stored = Checker.weakReference(to: arguments[1])
            _ = try execution.modify(arguments[0].objectStorage, [step]) { field in
                let old = field
                field = stored
                return { $0 = old }
            }
            return .void
        }
        type.members.setters[property.name] = setter
        implicitCalls.hasAccessors = true
    }

    /// The type of a `weak` or `unowned` variable or property, by Swift's rules: a weak one
    /// inferred from its value is that value's optional; only classes and class-bound
    /// protocols may be held so; a weak one must be optional.
    public func ownedType(
        declared: SessionType?, initial: Checked?, _ ownership: String, at location: SourceLocation
    ) throws -> SessionType {
        guard var type = declared ?? initial?.type else {
            throw Diagnostic("type annotation missing in pattern", at: location)
        }
        if ownership == "weak", declared == nil, !type.isOptional { type = .optional(type) }
        try requireClassBound(type, ownership, at: location)
        if ownership == "weak", !type.isOptional {
            throw Diagnostic("'weak' variable should have optional type '\(type.displayName)?'", at: location)
        }
        return type
    }

    /// Swift's rule for `weak` and `unowned`: only a class or a class-bound protocol.
    private func requireClassBound(_ valueType: SessionType, _ ownership: String, at location: SourceLocation) throws {
        let referent = valueType.unwrappedOnce
        let isClassBound: Bool = switch referent {
        case .nominal(let nominal): nominal.isClass || (nominal.kind == .protocolType && nominal.conformances.contains("AnyObject"))
        default: false
        }
        guard !isClassBound else { return }
        if case .nominal(let nominal) = referent, nominal.kind == .protocolType {
            throw Diagnostic(
                "'\(ownership)' must not be applied to non-class-bound 'any \(nominal.name)'; consider adding a protocol conformance that has a class bound",
                at: location)
        }
        throw Diagnostic(
            "'\(ownership)' may only be applied to class and class-bound protocol types, not '\(referent.displayName)'",
            at: location)
    }

    /// What a weak or unowned variable or property reads, given what it stores (see
    /// `weakReference`): the object while it lives, else nil, or a trap for an unowned one.
    public static func ownedValue(_ stored: Value, trapsWhenGone: Bool, in execution: Execution) throws -> Value {
        let value: Value = switch stored {
        case .function(let rebuild): try rebuild.invoke(execution, [])
        case let stored: stored
        }
        if trapsWhenGone, case .none = value {
            throw RuntimeError.fatal("Attempted to read an unowned reference but object was already destroyed")
        }
        return value
    }

    /// What a weak or unowned property stores for `value`: a function that rebuilds it from
    /// its object while the object lives (nil after), or the value itself when it holds none.
    public static func weakReference(to value: Value) -> Value {
        guard let (box, rebuild) = referent(of: value) else { return value }
        return .function(FunctionValue { [weak box] _, _ in box.map(rebuild) ?? .none })
    }

    private static func referent(of value: Value) -> (Box, (Box) -> Value)? {
        switch value {
        case .object(let box):
            return (box, { .object($0) })
        case .some(let inner):
            guard let (box, rebuild) = referent(of: inner) else { return nil }
            return (box, { .some(rebuild($0)) })
        case .existential(let inner, let type):
            guard let (box, rebuild) = referent(of: inner) else { return nil }
            return (box, { .existential(rebuild($0), type) })
        default:
            return nil
        }
    }
}
