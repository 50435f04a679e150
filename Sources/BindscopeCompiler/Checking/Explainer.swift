import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Makes `:explain`'s answer (`Explanation`): what a wrapped name's storage and accessors are,
/// or the chain of members and dynamic-member subscripts an expression is.
///
/// It is given, not the checker, the three things it asks of it: what a name means in the
/// scope, an expression's type as the checker finds it (so the chain cannot disagree with
/// what runs), and a `@dynamicMemberLookup` type's key-path root (which may resolve a generic
/// subscript's types). The rest it reads off the types themselves.
public struct Explainer {
    public let lookup: (String) -> NameEntry?
    public let typeOf: (Expression) throws -> SessionType
    public let dynamicMemberRoot: (SessionType) -> SessionType?

    public init(
        lookup: @escaping (String) -> NameEntry?, typeOf: @escaping (Expression) throws -> SessionType,
        dynamicMemberRoot: @escaping (SessionType) -> SessionType?
    ) {
        self.lookup = lookup
        self.typeOf = typeOf
        self.dynamicMemberRoot = dynamicMemberRoot
    }

    /// `:explain NAME` and `:explain EXPRESSION`.
    public func explain(_ expression: Expression) throws -> Explanation {
        if case .identifier(let name) = expression.kind, let entry = lookup(name) {
            switch entry {
            case .wrappedValue(let backing, let valueType):
                return .wrapped(wrappedExplanation(name, backing, valueType))
            case .variable(let variable):
                return .plain(name: name, type: variable.type)
            default:
                break
            }
        }
        let written = Explainer.spelling(of: expression)
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
        let projected: SessionType? = if case .projectedValue(_, let projectedType)? = lookup("$" + name) {
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
            switch lookup(name) {
            case .wrappedValue(let backing, let valueType)?:
                return [Explanation.Step(spelling: backing.name, type: backing.type, note: nil),
                        Explanation.Step(spelling: ".wrappedValue", type: valueType, note: nil)]
            case .projectedValue(let backing, _)?:
                let type = try typeOf(expression)
                return [Explanation.Step(spelling: backing.name, type: backing.type, note: nil),
                        Explanation.Step(spelling: ".projectedValue", type: type, note: nil)]
            default:
                return [Explanation.Step(spelling: name, type: try typeOf(expression), note: nil)]
            }
        case .member(let base, let name, _):
            var steps = try chainSteps(base)
            let baseType = try typeOf(base)
            let type = try typeOf(expression)
            if let root = dynamicMemberRoot(baseType) {
                if Explainer.hasRealMember(name, baseType) {
                    let shadows = Explainer.hasRealMember(name, root)
                    steps.append(Explanation.Step(
                        spelling: "." + name, type: type,
                        note: shadows ? "\(baseType.displayName)'s own '\(name)' wins over the dynamic member \\\(root.displayName).\(name)" : nil))
                } else {
                    steps.append(Explanation.Step(
                        spelling: "[dynamicMember: \\\(root.displayName).\(name)]", type: type,
                        note: "\(baseType.displayName) has no member '\(name)': subscript(dynamicMember:)"))
                }
            } else if let storage = Explainer.wrappedStorage(of: baseType, name) {
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
            let text = arguments.map { ($0.label.map { "\($0): " } ?? "") + Explainer.spelling(of: $0.value) }.joined(separator: ", ")
            steps.append(Explanation.Step(spelling: "[\(text)]", type: try typeOf(expression), note: nil))
            return steps
        case .parenthesized(let inner):
            return try chainSteps(inner)
        default:
            return [Explanation.Step(spelling: Explainer.spelling(of: expression), type: try typeOf(expression), note: nil)]
        }
    }

    /// The storage `_x` of a type's wrapped property `x` (or its projection `$x`).
    private static func wrappedStorage(of type: SessionType, _ name: String) -> (name: String, type: SessionType)? {
        guard case .nominal(let nominal) = type, nominal.hasWrappedProperties else { return nil }
        let storedName = "_" + (name.hasPrefix("$") ? String(name.dropFirst()) : name)
        guard let index = nominal.storedPropertyIndex(named: storedName), nominal.storedProperties[index].isWrapped else {
            return nil
        }
        return (storedName, nominal.storedProperties[index].type)
    }

    private static func hasRealMember(_ name: String, _ type: SessionType) -> Bool {
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
