import BindscopeRuntime

/// The library's generic types and protocols a session may extend generically (`extension
/// Binding { … }`, `extension Collection where Element: Equatable { … }`), and, for a
/// concrete type, the generic parameters it gives such an extension's members: `[Int]`
/// extended as a `Collection` has `Element` Int and `Index` Int. Declaring an extension and
/// applying it to a type (`Checker.applyLibraryExtensions`) both read this one table.
public enum LibraryExtensionTargets {
    /// Every name an extension may be declared on this way.
    public static let names: Set<String> = [
        "Array", "Set", "Dictionary", "Optional", "Binding", "State", "Range", "ClosedRange", "Result",
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "StringProtocol", "Equatable", "Hashable", "Comparable", "Numeric",
        "AdditiveArithmetic", "SignedNumeric", "BinaryInteger", "SignedInteger", "FixedWidthInteger",
        "FloatingPoint", "BinaryFloatingPoint",
    ]

    /// What `type` binds the generic parameters of `name` to (`Self` included), or nil when
    /// `type` is not one `name` extends.
    public static func parameters(of type: SessionType, extending name: String) -> [String: SessionType]? {
        var parameters = generics(of: type, as: name)
        parameters?["Self"] = type
        return parameters
    }

    /// The generic parameters of a library type an initializer call may have to infer, in
    /// order (`Binding`'s `Value`), and the type they make: the inverse of `parameters`.
    public static func genericParameters(of name: String) -> [String] {
        switch name {
        case "Array", "Set": ["Element"]
        case "Dictionary": ["Key", "Value"]
        case "Optional": ["Wrapped"]
        case "Binding", "State": ["Value"]
        case "Range", "ClosedRange": ["Bound"]
        case "Result": ["Success", "Failure"]
        default: []
        }
    }

    public static func type(named name: String, _ parameters: [String: SessionType]) -> SessionType? {
        let values = genericParameters(of: name).compactMap { parameters[$0] }
        guard !values.isEmpty, values.count == genericParameters(of: name).count else { return nil }
        switch name {
        case "Array": return .array(values[0])
        case "Set": return .set(values[0])
        case "Dictionary": return .dictionary(key: values[0], value: values[1])
        case "Optional": return .optional(values[0])
        case "Binding": return .binding(values[0])
        case "State": return .state(values[0])
        case "Range", "ClosedRange": return .range(values[0], closed: name == "ClosedRange")
        default: return nil
        }
    }

    private static func generics(of type: SessionType, as name: String) -> [String: SessionType]? {
        switch name {
        case "Array", "MutableCollection":
            if case .array(let element) = type { return arrayParameters(element) }
        case "Set":
            if case .set(let element) = type { return ["Element": element] }
        case "Dictionary":
            if case .dictionary(let key, let value) = type {
                return ["Key": key, "Value": value, "Element": dictionaryElement(key, value)]
            }
        case "Optional":
            if case .optional(let wrapped) = type { return ["Wrapped": wrapped] }
        case "Binding":
            if case .binding(let value) = type { return ["Value": value] }
        case "State":
            if case .state(let value) = type { return ["Value": value] }
        case "Range", "ClosedRange":
            if case .range(let bound, let closed) = type, closed == (name == "ClosedRange") { return ["Bound": bound] }
        case "Result":
            if case .nominal(let nominal) = type, let generic = nominal.specialization, generic.base == "Result",
                generic.arguments.count == 2
            {
                return ["Success": generic.arguments[0], "Failure": generic.arguments[1]]
            }
        case "Sequence":
            if case .set(let element) = type { return ["Element": element] }
            if case .dictionary(let key, let value) = type { return ["Element": dictionaryElement(key, value)] }
            return indexedCollection(type)
        case "Collection", "BidirectionalCollection":
            return indexedCollection(type)
        case "RandomAccessCollection":
            if case .array(let element) = type { return arrayParameters(element) }
            if case .range(.int, _) = type { return ["Element": .int, "Index": .int] }
        case "RangeReplaceableCollection":
            if case .array(let element) = type { return arrayParameters(element) }
            if type == .string { return stringParameters }
        case "StringProtocol":
            if type == .string || type == .substring { return stringParameters }
        case "Equatable", "Hashable":
            if isScalar(type) || type == .bool { return [:] }
        case "Comparable":
            if isScalar(type) { return [:] }
        case "Numeric", "AdditiveArithmetic", "SignedNumeric":
            if isInteger(type) || isFloatingPoint(type) { return [:] }
        case "BinaryInteger", "SignedInteger", "FixedWidthInteger":
            if isInteger(type) { return [:] }
        case "FloatingPoint", "BinaryFloatingPoint":
            if isFloatingPoint(type) { return [:] }
        default:
            break
        }
        return nil
    }

    /// Arrays, strings, substrings and integer ranges: the collections whose indices a
    /// session can hold.
    private static func indexedCollection(_ type: SessionType) -> [String: SessionType]? {
        switch type {
        case .array(let element): arrayParameters(element)
        case .string, .substring: stringParameters
        case .range(.int, _): ["Element": .int, "Index": .int]
        default: nil
        }
    }

    private static func arrayParameters(_ element: SessionType) -> [String: SessionType] {
        ["Element": element, "Index": .int, "SubSequence": .arraySlice(of: element)]
    }

    private static var stringParameters: [String: SessionType] { [
        "Element": .character, "Index": .stringIndex, "SubSequence": .substring,
    ] }

    private static func dictionaryElement(_ key: SessionType, _ value: SessionType) -> SessionType {
        .tuple(labels: ["key", "value"], elements: [key, value])
    }

    private static func isInteger(_ type: SessionType) -> Bool {
        if case .sizedInteger = type { return true }
        return type == .int
    }

    private static func isFloatingPoint(_ type: SessionType) -> Bool { type == .double || type == .float }

    private static func isScalar(_ type: SessionType) -> Bool {
        isInteger(type) || isFloatingPoint(type) || type == .string || type == .character || type == .substring
    }
}
