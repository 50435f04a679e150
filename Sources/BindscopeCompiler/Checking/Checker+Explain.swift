import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// What the compiler makes of a wrapped name or of an expression through wrappers, as data
/// for `:explain` (rendered by `Session+Explain`): the storage and accessors a property
/// wrapper declares, or the chain of members and dynamic-member subscripts an expression
/// is, with each step's type.
public enum Explanation {
    /// `@XState var person`: `_person`, `person`'s accessors, `$person`.
    public struct Wrapped {
        public let attribute: String
        public let name: String
        public let storageType: SessionType
        public let valueType: SessionType
        /// Whether the wrapped value's setter leaves the wrapper alone (`nonmutating set`, or a
        /// class's); nil when it has no setter.
        public let setterIsNonmutating: Bool?
        public let projectedType: SessionType?

        public init(attribute: String, name: String, storageType: SessionType, valueType: SessionType, setterIsNonmutating: Bool?, projectedType: SessionType?) {
            self.attribute = attribute
            self.name = name
            self.storageType = storageType
            self.valueType = valueType
            self.setterIsNonmutating = setterIsNonmutating
            self.projectedType = projectedType
        }
    }

    /// One step of an expression as the compiler writes it.
    public struct Step {
        /// `_person`, `.projectedValue`, `[dynamicMember: \Person.address]`.
        public let spelling: String
        public let type: SessionType
        /// Why this step and not another: a dynamic member, or a real member that shadows one.
        public let note: String?

        public init(spelling: String, type: SessionType, note: String?) {
            self.spelling = spelling
            self.type = type
            self.note = note
        }
    }

    case wrapped(Wrapped)
    case chain(written: String, steps: [Step])
    /// A name no wrapper is involved in.
    case plain(name: String, type: SessionType)
}

extension Checker {
    /// `:explain NAME` and `:explain EXPRESSION`.
    public func explain(_ expression: Expression) throws -> Explanation {
        if case .identifier(let name) = expression.kind, let entry = scope.lookup(name) {
            switch entry {
            case .wrappedValue(let backing, let valueType):
                return .wrapped(wrappedExplanation(name, backing, valueType))
            case .variable(let variable):
                return .plain(name: name, type: variable.type)
            default:
                break
            }
        }
        let written = Checker.spelling(of: expression)
        return .chain(written: written, steps: try chainSteps(expression))
    }

    private func wrappedExplanation(_ name: String, _ backing: Variable, _ valueType: SessionType) -> Explanation.Wrapped {
        let storage = backing.type
        var nonmutating: Bool?
        switch storage {
        case .nominal(let type):
            if type.storedPropertyIndex(named: "wrappedValue") != nil {
                nonmutating = type.isClass
            } else if let setter = type.members.setters["wrappedValue"] {
                nonmutating = !setter.isMutating
            }
        default:
            // The prelude's State and Binding: SwiftUI declares both setters nonmutating.
            nonmutating = true
        }
        let projected: SessionType? = if case .projectedValue(_, let projectedType)? = scope.lookup("$" + name) {
            projectedType
        } else {
            nil
        }
        return Explanation.Wrapped(
            attribute: storage.propertyWrapperAttribute ?? storage.displayName, name: name, storageType: storage,
            valueType: valueType, setterIsNonmutating: nonmutating, projectedType: projected)
    }

    /// The expression from its root outwards: a wrapped root becomes its storage and member.
    private func chainSteps(_ expression: Expression) throws -> [Explanation.Step] {
        switch expression.kind {
        case .identifier(let name):
            switch scope.lookup(name) {
            case .wrappedValue(let backing, let valueType)?:
                return [Explanation.Step(spelling: backing.name, type: backing.type, note: nil),
                        Explanation.Step(spelling: ".wrappedValue", type: valueType, note: nil)]
            case .projectedValue(let backing, _)?:
                let type = try check(expression).type
                return [Explanation.Step(spelling: backing.name, type: backing.type, note: nil),
                        Explanation.Step(spelling: ".projectedValue", type: type, note: nil)]
            default:
                return [Explanation.Step(spelling: name, type: try check(expression).type, note: nil)]
            }
        case .member(let base, let name, _):
            var steps = try chainSteps(base)
            let baseType = try check(base).type
            let type = try check(expression).type
            if let root = dynamicMemberRoot(of: baseType) {
                if hasRealMember(name, baseType) {
                    let shadows = hasRealMember(name, root)
                    steps.append(Explanation.Step(
                        spelling: "." + name, type: type,
                        note: shadows ? "\(baseType.displayName)'s own '\(name)' wins over the dynamic member \\\(root.displayName).\(name)" : nil))
                } else {
                    steps.append(Explanation.Step(
                        spelling: "[dynamicMember: \\\(root.displayName).\(name)]", type: type,
                        note: "\(baseType.displayName) has no member '\(name)': subscript(dynamicMember:)"))
                }
            } else if let storage = wrappedStorage(of: baseType, name) {
                // `vm.$count`, `view.count`: the wrapped property's storage and its member.
                steps.append(Explanation.Step(spelling: "." + storage.name, type: storage.type, note: nil))
                let member = name.hasPrefix("$") ? ".projectedValue" : ".wrappedValue"
                steps.append(Explanation.Step(spelling: member, type: type, note: nil))
            } else {
                steps.append(Explanation.Step(spelling: "." + name, type: type, note: nil))
            }
            return steps
        case .subscriptAccess(let base, let arguments):
            var steps = try chainSteps(base)
            let text = arguments.map { ($0.label.map { "\($0): " } ?? "") + Checker.spelling(of: $0.value) }.joined(separator: ", ")
            steps.append(Explanation.Step(spelling: "[\(text)]", type: try check(expression).type, note: nil))
            return steps
        case .parenthesized(let inner):
            return try chainSteps(inner)
        default:
            return [Explanation.Step(spelling: Checker.spelling(of: expression), type: try check(expression).type, note: nil)]
        }
    }

    /// The storage `_x` of a type's wrapped property `x` (or its projection `$x`).
    private func wrappedStorage(of type: SessionType, _ name: String) -> (name: String, type: SessionType)? {
        guard case .nominal(let nominal) = type, nominal.hasWrappedProperties else { return nil }
        let storedName = "_" + (name.hasPrefix("$") ? String(name.dropFirst()) : name)
        guard let index = nominal.storedPropertyIndex(named: storedName), nominal.storedProperties[index].isWrapped else {
            return nil
        }
        return (storedName, nominal.storedProperties[index].type)
    }

    /// The root type of a `@dynamicMemberLookup` type's key paths: a Binding's value, or what
    /// the type's `subscript(dynamicMember:)` takes a key path from. Nil for other types.
    public func dynamicMemberRoot(of type: SessionType) -> SessionType? {
        if case .binding(let value) = type { return value }
        guard case .nominal(let nominal) = type, nominal.hasDynamicMemberLookup else { return nil }
        for entry in nominal.members.subscripts {
            if let template = entry.getter.genericTemplate {
                guard template.declaration.parameters.first?.label == "dynamicMember",
                    case .named(_, let arguments, _)? = template.declaration.parameters.first?.type, arguments.count == 2
                else { continue }
                let saved = instantiation.bindings
                defer { instantiation.bindings = saved }
                instantiation.bindings = template.bindings
                if let root = try? resolve(arguments[0]) { return root }
            } else if entry.getter.parameters.first?.label == "dynamicMember",
                let root = entry.getter.parameters.first?.type.keyPathTypes?.root
            {
                return root
            }
        }
        return nil
    }

    /// What `subscript(dynamicMember:)` is given for `.name`: a key path `\.name`, or the
    /// name as a String when the subscript takes one. Nil without such a subscript.
    public static func dynamicMemberArgument(_ type: NominalType, _ name: String, at location: SourceLocation) -> Argument? {
        var takesString: Bool?
        for entry in type.members.subscripts {
            if let template = entry.getter.genericTemplate, template.declaration.parameters.first?.label == "dynamicMember" {
                if case .named("String", [], _)? = template.declaration.parameters.first?.type { takesString = true } else { takesString = false }
                break
            }
            if entry.getter.parameters.first?.label == "dynamicMember" {
                takesString = entry.getter.parameters.first?.type == .string
                break
            }
        }
        guard let takesString else { return nil }
        let value = takesString
            ? Expression(.stringLiteral([.text(name)]), at: location)
            : Expression(.keyPath(root: nil, components: [.property(name, location: location)]), at: location)
        return Argument(label: "dynamicMember", value: value, location: location)
    }

    private func hasRealMember(_ name: String, _ type: SessionType) -> Bool {
        switch type {
        case .nominal(let nominal):
            return nominal.storedPropertyIndex(named: name) != nil || nominal.computedPropertyIndex(named: name) != nil
                || nominal.members.methods[name] != nil
        default:
            // A library type's own members (a Binding's `wrappedValue`, `transaction`…).
            return BuiltinMembers.tables(for: type).contains { $0.property(named: name) != nil || $0.names(static: false).contains(name) }
        }
    }

    /// An expression as it was written, near enough for a heading (`$person.address.street`).
    public static func spelling(of expression: Expression) -> String {
        switch expression.kind {
        case .identifier(let name): name
        case .member(let base, let name, _): spelling(of: base) + "." + name
        case .subscriptAccess(let base, let arguments):
            spelling(of: base) + "[" + arguments.map { ($0.label.map { "\($0): " } ?? "") + spelling(of: $0.value) }.joined(separator: ", ") + "]"
        case .parenthesized(let inner): "(" + spelling(of: inner) + ")"
        case .keyPath(let root, let components):
            "\\" + (root.map { "\($0)" } ?? "") + components.map { component in
                switch component {
                case .property(let name, _): "." + name
                case .optionalChain: "?"
                case .forceUnwrap: "!"
                case .subscriptAccess: "[…]"
                }
            }.joined()
        case .integerLiteral(let text), .floatLiteral(let text): text
        default: "…"
        }
    }
}
