import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime
import StateBinding

extension Checker {
    /// `\Root.a.b` or `\.a.b` (root from context): a constant list of steps.
    public func keyPath(
        root rootSyntax: TypeSyntax?, _ components: [KeyPathComponent], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        let root: SessionType
        var components = components
        if let qualified = moduleQualifiedKeyPathRoot(rootSyntax, components) {
            // `\SampleModel.Person.name`: the parser took the module for the root.
            root = qualified
            components.removeFirst()
        } else if let rootSyntax {
            root = try resolve(rootSyntax)
        } else if let contextual = expected?.keyPathTypes?.root {
            root = contextual
        } else if case .function(let parameters, _)? = expected, parameters.count == 1 {
            // `\.title` where a function of the element is expected.
            root = parameters[0]
        } else {
            throw Diagnostic("cannot infer key path type from context; consider explicitly specifying a root type", at: location)
        }
        var current = root
        var steps: [PathStep] = []
        var chained = false
        var writable = true
        for component in components {
            switch component {
            case .property("self", _):
                // `\.self`, the identity key path: no step, writable, the value itself.
                continue
            case .property(let name, let nameLocation) where current == .transaction:
                guard let fieldType = Transaction.fieldType(name) else { throw noMember(name, of: current, at: nameLocation) }
                steps.append(.transactionField(name))
                current = fieldType
            case .property(let name, _) where current.tupleElementIndex(name) != nil:
                // `\.element` of `enumerated()`'s pairs, `\.key` of a dictionary's entries.
                guard case .tuple(_, let elements) = current, let index = current.tupleElementIndex(name) else { preconditionFailure() }
                steps.append(.tupleElement(index, name: name))
                current = elements[index]
            case .property(let name, let nameLocation):
                if case .nominal(let nominal) = current, nominal.isClass, nominal.isObservable {
                    // A key path steps into the object's storage, around the tracking of an
                    // `@Observable` property's accessors: refused rather than silently untracked.
                    throw Diagnostic(
                        "key path to '\(name)' of @Observable class '\(nominal.name)' is not supported in a session; use a closure (`{ $0.\(name) }`)",
                        at: nameLocation)
                }
                if case .nominal(let nominal) = current, let wrapped = wrappedKeyPathSteps(nominal, name) {
                    // `\Model.count` of `@Published var count`: through its storage `_count`
                    // and the wrapper's `wrappedValue`, as the compiler's accessors go.
                    steps += wrapped.steps
                    current = wrapped.type
                    if !wrapped.isWritable { writable = false }
                    continue
                }
                if case .nominal(let nominal) = current, nominal.hasWriteAccessor(name) {
                    // Writing through the key path runs the property's `set` or observers.
                    if let index = nominal.storedPropertyIndex(named: name) {
                        current = nominal.storedProperties[index].type
                    } else if let index = nominal.computedPropertyIndex(named: name) {
                        current = nominal.computedProperties[index].type
                    }
                    steps.append(.accessor(nominal, name: name))
                    continue
                }
                guard case .nominal(let nominal) = current, let index = nominal.storedPropertyIndex(named: name) else {
                    if case .nominal(let nominal) = current, let index = nominal.computedPropertyIndex(named: name) {
                        // A computed property makes a read-only `KeyPath`.
                        steps.append(.computed(nominal, index, name: name))
                        current = nominal.computedProperties[index].type
                        writable = false
                        continue
                    }
                    if BuiltinMembers.tables(for: current).contains(where: { $0.property(named: name) != nil }) {
                        throw Diagnostic(
                            "key path to '\(name)' of built-in type '\(current.displayName)' is not supported in a session; use a closure (`{ $0.\(name) }`)",
                            at: nameLocation)
                    }
                    throw noMember(name, of: current, at: nameLocation)
                }
                let property = nominal.storedProperties[index]
                if property.isConstant { writable = false }
                steps.append(.field(index, name: name))
                current = property.type
            case .optionalChain(let componentLocation):
                guard case .optional(let wrapped) = current else {
                    throw Diagnostic("cannot use optional chaining on non-optional value of type '\(current.displayName)'", at: componentLocation)
                }
                steps.append(.bindOptional)
                current = wrapped
                chained = true
            case .forceUnwrap(let componentLocation):
                guard case .optional(let wrapped) = current else {
                    throw Diagnostic("cannot force unwrap value of non-optional type '\(current.displayName)'", at: componentLocation)
                }
                steps.append(.forceUnwrap)
                current = wrapped
            case .subscriptAccess(let arguments, let componentLocation):
                guard arguments.count == 1, arguments[0].label == nil,
                    let literal = keyPathLiteral(arguments[0].value)
                else {
                    throw Diagnostic("key path subscripts in sessions take one literal index or key", at: componentLocation)
                }
                switch (current, literal) {
                case (.array(let element), .int):
                    steps.append(.element(literal.asInt))
                    current = element
                case (.dictionary(let key, let value), _) where key == literal.dynamicType:
                    steps.append(.key(literal))
                    current = .optional(value)
                default:
                    throw Diagnostic("value of type '\(current.displayName)' has no matching subscript", at: componentLocation)
                }
            }
        }
        let wraps = chained && !current.isOptional
        if wraps { current = .optional(current) }
        var value = KeyPathValue(root: root, valueType: current, steps: steps, isWritable: writable)
        value.wrapsResultInOptional = wraps
        let type: SessionType = writable ? .keyPath(root: root, value: current) : .readOnlyKeyPath(root: root, value: current)
        return Checked(type) { _ in .keyPath(value) }
    }

    /// The steps of a wrapped property `name` (stored as `_name`, a session or prelude
    /// wrapper): the storage, then its `wrappedValue`. Nil for any other name.
    private func wrappedKeyPathSteps(_ type: NominalType, _ name: String) -> (steps: [PathStep], type: SessionType, isWritable: Bool)? {
        guard type.hasWrappedProperties, type.storedPropertyIndex(named: name) == nil,
            type.computedPropertyIndex(named: name) == nil,
            let index = type.storedPropertyIndex(named: "_" + name), type.storedProperties[index].isWrapped,
            case .nominal(let wrapper) = type.storedProperties[index].type
        else { return nil }
        let storage = PathStep.field(index, name: "_" + name)
        if wrapper.hasWriteAccessor("wrappedValue") {
            let valueType = wrapper.storedPropertyIndex(named: "wrappedValue").map { wrapper.storedProperties[$0].type }
                ?? wrapper.computedPropertyIndex(named: "wrappedValue").map { wrapper.computedProperties[$0].type }
            guard let valueType else { return nil }
            return ([storage, .accessor(wrapper, name: "wrappedValue")], valueType, true)
        }
        if let stored = wrapper.storedPropertyIndex(named: "wrappedValue") {
            let property = wrapper.storedProperties[stored]
            return ([storage, .field(stored, name: "wrappedValue")], property.type, !property.isConstant)
        }
        guard let computed = wrapper.computedPropertyIndex(named: "wrappedValue") else { return nil }
        return ([storage, .computed(wrapper, computed, name: "wrappedValue")], wrapper.computedProperties[computed].type, false)
    }

    private func keyPathLiteral(_ expression: Expression) -> Value? {
        noteLiteralValueUsed(expression)
        return switch expression.kind {
        case .integerLiteral(let text): Int(text).map(Value.int)
        case .stringLiteral(let segments) where segments.count <= 1:
            if case .text(let text)? = segments.first { .string(text) } else { .string("") }
        default: nil
        }
    }
}
