// Three spellings of a type, because Swift uses three:
// - `displayName` in diagnostics: sugared, `Int?`, `[String: Int]`;
// - `runtimeName` when a metatype is printed (`type(of: x)`): `Optional<Int>`, `Array<Int>`;
// - `qualifiedName` when a metatype is nested in printed output or named in a trap:
//   `Swift.Optional<Swift.Int>` (session types have their `Session.` prefix removed).

extension SessionType {
    public var displayName: String {
        switch self {
        case .optional(let wrapped):
            if case .function = wrapped { return "(\(wrapped.displayName))?" }
            return wrapped.displayName + "?"
        case .array(let element): return "[\(element.displayName)]"
        case .dictionary(let key, let value): return "[\(key.displayName): \(value.displayName)]"
        case .function(let parameters, let result):
            return "(\(parameters.map(\.displayName).joined(separator: ", "))) -> \(result.displayName)"
        case .tuple(let labels, let elements): return Self.tupleName(labels, elements, render: \.displayName)
        // Diagnostics spell the existential out; a printed metatype does not (`Result<Int, Error>`).
        case .error: return "any Error"
        case .inoutParameter(let type): return "inout " + type.displayName
        // Diagnostics name nested library types in full; a printed metatype by the last name.
        case .stringIndex: return "String.Index"
        case .unicodeScalar: return "Unicode.Scalar"
        case .view(let view, _, _) where view.isStringView: return "String.\(view.typeName)"
        case .opaque(let opaque): return opaque.spelling
        default: return name(render: \.displayName)
        }
    }

    public var runtimeName: String {
        switch self {
        case .inoutParameter(let type): return "inout " + type.runtimeName
        case .optional(let wrapped): return "Optional<\(wrapped.runtimeName)>"
        case .array(let element): return "Array<\(element.runtimeName)>"
        case .dictionary(let key, let value):
            return "Dictionary<\(key.runtimeName), \(value.runtimeName)>"
        case .function(let parameters, let result):
            return "(\(parameters.map(\.runtimeName).joined(separator: ", "))) -> \(result.runtimeName)"
        case .tuple(let labels, let elements): return Self.tupleName(labels, elements, render: \.runtimeName)
        // A printed metatype names a nested type by its own name (`Status`, not `Order.Status`).
        case .nominal(let type) where type.specialization == nil && type.name.contains("."):
            return String(type.name.split(separator: ".").last!)
        // `Cache.Entry<Int>`, a generic type nested in another, prints as `Entry<Int>`.
        case .nominal(let type) where type.specialization?.base.contains(".") == true:
            let full = name(render: \.runtimeName)
            let generic = full.firstIndex(of: "<") ?? full.endIndex
            guard let dot = full[..<generic].lastIndex(of: ".") else { return full }
            return String(full[full.index(after: dot)...])
        // At run time an opaque type is its underlying type (`type(of: makeShape())` is `Square`).
        case .opaque(let opaque): return opaque.underlyingType.runtimeName
        default: return name(render: \.runtimeName)
        }
    }

    public var qualifiedName: String {
        switch self {
        case .int, .double, .string, .bool, .any, .anyHashable, .error, .character, .sizedInteger, .float, .substring:
            return "Swift." + runtimeName
        case .stringIndex: return "Swift.String.Index"
        case .unicodeScalar: return "Swift.Unicode.Scalar"
        case .view(let view, _, _) where view.isStringView: return "Swift.String.\(view.typeName)"
        case .view(.arraySlice, _, let element): return "Swift.ArraySlice<\(element.qualifiedName)>"
        case .view(.zip, .tuple(_, let bases), _): return "Swift.Zip2Sequence<\(bases.map(\.qualifiedName).joined(separator: ", "))>"
        case .void: return "()"
        case .inoutParameter(let type): return "inout " + type.qualifiedName
        case .optional(let wrapped): return "Swift.Optional<\(wrapped.qualifiedName)>"
        case .array(let element): return "Swift.Array<\(element.qualifiedName)>"
        case .dictionary(let key, let value):
            return "Swift.Dictionary<\(key.qualifiedName), \(value.qualifiedName)>"
        case .nominal(let type):
            if let enclosing = type.enclosingInstance {
                return SessionType.nominal(enclosing).qualifiedName + type.name.dropFirst(enclosing.name.count)
            }
            guard let generic = type.specialization else { return type.name }
            return "\(generic.module.isEmpty ? "" : generic.module + ".")\(generic.base)<\(generic.arguments.map(\.qualifiedName).joined(separator: ", "))>"
        case .binding(let value): return "StateBinding.Binding<\(value.qualifiedName)>"
        case .state(let value): return "StateBinding.State<\(value.qualifiedName)>"
        case .keyPath(let root, let value):
            return "Swift.WritableKeyPath<\(root.qualifiedName), \(value.qualifiedName)>"
        case .readOnlyKeyPath(let root, let value):
            return "Swift.KeyPath<\(root.qualifiedName), \(value.qualifiedName)>"
        case .function(let parameters, let result):
            return "(\(parameters.map(\.qualifiedName).joined(separator: ", "))) -> \(result.qualifiedName)"
        case .range(let bound, let closed):
            return "Swift.\(closed ? "ClosedRange" : "Range")<\(bound.qualifiedName)>"
        case .metatype(let instance): return instance.qualifiedName + ".Type"
        case .set(let element): return "Swift.Set<\(element.qualifiedName)>"
        case .view(let view, let base, _): return "Swift.\(view.typeName)<\(base.qualifiedName)>"
        case .transaction: return "StateBinding.Transaction"
        case .animation: return "StateBinding.Animation"
        case .tuple(let labels, let elements): return Self.tupleName(labels, elements, render: \.qualifiedName)
        case .opaque(let opaque): return opaque.underlyingType.qualifiedName
        }
    }

    /// `(Int, String)`, `(x: Int, y: Int)`.
    private static func tupleName(_ labels: [String?], _ elements: [SessionType], render: (SessionType) -> String) -> String {
        "(" + zip(labels, elements).map { ($0.map { "\($0): " } ?? "") + render($1) }.joined(separator: ", ") + ")"
    }

    /// The spelling shared by display and runtime names; `render` spells the arguments.
    private func name(render: (SessionType) -> String) -> String {
        switch self {
        case .sizedInteger(let width): width.rawValue
        case .float: "Float"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .bool: "Bool"
        case .void: "()"
        case .any: "Any"
        case .anyHashable: "AnyHashable"
        case .error: "Error"
        case .nominal(let type):
            type.specialization.map { "\($0.base)<\($0.arguments.map(render).joined(separator: ", "))>" } ?? type.name
        case .binding(let value): "Binding<\(render(value))>"
        case .state(let value): "State<\(render(value))>"
        case .keyPath(let root, let value): "WritableKeyPath<\(render(root)), \(render(value))>"
        case .readOnlyKeyPath(let root, let value): "KeyPath<\(render(root)), \(render(value))>"
        case .range(let bound, let closed): "\(closed ? "ClosedRange" : "Range")<\(render(bound))>"
        case .metatype(let instance): render(instance) + ".Type"
        case .transaction: "Transaction"
        case .animation: "Animation"
        case .character: "Character"
        case .stringIndex: "Index"
        case .substring: "Substring"
        case .unicodeScalar: "Scalar"
        case .view(let view, _, _) where view.isStringView: view.typeName
        // Generic over its element, not over the array it came from.
        case .view(.arraySlice, _, let element): "ArraySlice<\(render(element))>"
        case .view(.zip, .tuple(_, let bases), _): "Zip2Sequence<\(bases.map(render).joined(separator: ", "))>"
        case .set(let element): "Set<\(render(element))>"
        case .view(let view, let base, _): "\(view.typeName)<\(render(base))>"
        case .optional, .array, .dictionary, .function, .tuple, .inoutParameter, .opaque:
            preconditionFailure("spelled by the caller")
        }
    }
}
