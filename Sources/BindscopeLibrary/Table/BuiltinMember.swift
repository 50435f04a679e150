import BindscopeLanguage
import BindscopeRuntime

/// One member of a built-in type, as every part of bindscope knows it: the checker resolves
/// and compiles uses of it, Tab completion offers it, and "did you mean" suggests it, all from
/// the same entry (see `MemberTable`).
public struct BuiltinMember: Sendable {
    public enum Kind: Sendable {
        case property
        case method
        case staticProperty
        case staticMethod

        public var isStatic: Bool { self == .staticProperty || self == .staticMethod }
    }

    public let name: String
    public let kind: Kind
    /// A method's argument labels, nil for an unlabelled argument (`contains(where:)` is
    /// `["where"]`). Nil when the member matches its own labels, because any subset of them
    /// may be given (`Animation.spring(response:dampingFraction:blendDuration:)`).
    public let labels: [String?]?
    /// Whether the last parameter is a function, so a trailing closure may fill it whatever
    /// its label (`xs.contains { $0 > 8 }` is `contains(where:)`).
    public let takesClosure: Bool
    /// Swift's selector and type, for listings and tests: `contains(where:) ((Element) -> Bool) -> Bool`.
    public let signature: String
    /// Checks a use of the member once, at check time, and builds its evaluator. Evaluators
    /// never look a member up again by name.
    public let check: @Sendable (MemberUse) throws -> Checked

    /// A property: `.property("count", "Int") { use in … }`.
    public static func property(
        _ name: String, _ type: String, _ check: @escaping @Sendable (MemberUse) throws -> Checked
    ) -> BuiltinMember {
        BuiltinMember(name: name, kind: .property, labels: [], takesClosure: false, signature: "\(name): \(type)", check: check)
    }

    public static func staticProperty(
        _ name: String, _ type: String, _ check: @escaping @Sendable (MemberUse) throws -> Checked
    ) -> BuiltinMember {
        BuiltinMember(
            name: name, kind: .staticProperty, labels: [], takesClosure: false, signature: "static \(name): \(type)",
            check: check)
    }

    /// A method named by its Swift selector: `.method("insert(_:at:)", "(Element, Int)")`.
    public static func method(
        _ selector: String, _ type: String, closure: Bool = false,
        _ check: @escaping @Sendable (MemberUse) throws -> Checked
    ) -> BuiltinMember {
        let (name, labels) = parse(selector)
        return BuiltinMember(
            name: name, kind: .method, labels: labels, takesClosure: closure, signature: "\(selector) \(type)",
            check: check)
    }

    public static func staticMethod(
        _ selector: String, _ type: String, anyLabels: Bool = false,
        _ check: @escaping @Sendable (MemberUse) throws -> Checked
    ) -> BuiltinMember {
        let (name, labels) = parse(selector)
        return BuiltinMember(
            name: name, kind: .staticMethod, labels: anyLabels ? nil : labels, takesClosure: false,
            signature: "static \(selector) \(type)", check: check)
    }

    /// `insert(_:at:)` → (`insert`, [nil, "at"]).
    private static func parse(_ selector: String) -> (String, [String?]) {
        guard let open = selector.firstIndex(of: "(") else { return (selector, []) }
        let name = String(selector[..<open])
        let inside = selector[selector.index(after: open)..<selector.index(before: selector.endIndex)]
        let labels = inside.split(separator: ":").map { $0 == "_" ? nil : String($0) }
        return (name, labels)
    }

    /// Swift's name for a method, with its labels: `contains(where:)`.
    public var selector: String {
        guard kind == .method || kind == .staticMethod, let labels else { return name }
        return name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// Whether a call with these arguments fills this member's parameters: the labels match,
    /// or a closure written last without a label fills a last parameter that takes one.
    public func accepts(_ arguments: [Argument], trailingClosure: Bool) -> Bool {
        guard let labels else { return true }
        guard labels.count == arguments.count else { return false }
        let given = arguments.map(\.label)
        if trailingClosure, takesClosure { return Array(given.dropLast()) == Array(labels.dropLast()) }
        return given == labels
    }

    public init(name: String, kind: Kind, labels: [String?]?, takesClosure: Bool, signature: String, check: @escaping @Sendable (MemberUse) throws -> Checked) {
        self.name = name
        self.kind = kind
        self.labels = labels
        self.takesClosure = takesClosure
        self.signature = signature
        self.check = check
    }
}

/// One use of a built-in member being checked: what its `check` works from.
public struct MemberUse {
    public let checker: any LibraryChecking
    /// The receiver (for a static member, a placeholder of the type itself).
    public let base: Checked
    public let name: String
    public let arguments: [Argument]
    public let expected: SessionType?
    public let location: SourceLocation
    /// The receiver's own type, kept when a member runs over another view of it (a String's
    /// characters, a range's integers): what `reversed()` and `enumerated()` name as their base.
    public var receiverType: SessionType

    public init(
        checker: any LibraryChecking, base: Checked, name: String, arguments: [Argument], expected: SessionType?,
        location: SourceLocation
    ) {
        self.checker = checker
        self.base = base
        self.name = name
        self.arguments = arguments
        self.expected = expected
        self.location = location
        self.receiverType = base.type
    }

    public var evaluate: Evaluator { base.evaluate }
    /// The element type of an array (or of a range, or of a binding to an array).
    public var element: SessionType { base.type.elementType }

    /// Argument `index` checked as `type`.
    public func argument(_ index: Int, as type: SessionType) throws -> Evaluator {
        let value = arguments[index].value
        let argument = if case .function = type { BuiltinMembers.keyPathArgumentAsClosure(value) } else { value }
        return try checker.check(argument, as: type, in: .argument).evaluate
    }

    /// An argument that must be a function from `parameters` to `result`: called with the
    /// elements at run time, unwrapped once per evaluation.
    public func function(_ index: Int, _ parameters: [SessionType], _ result: SessionType) throws -> (Execution) throws -> FunctionValue {
        if case .keyPath = BuiltinMembers.keyPathArgumentAsClosure(arguments[index].value).kind, parameters.count == 1 {
            return try keyPathFunction(index, root: parameters[0], result: result)
        }
        let evaluate = try argument(index, as: .function(parameters: parameters, result: result))
        return { execution in
            guard case .function(let closure) = try evaluate(execution) else { preconditionFailure() }
            return closure
        }
    }

    /// The place a mutating member writes to, or Swift's error when there is none.
    public func mutablePlace() throws -> Place {
        try checker.mutablePlace(base, name, at: location)
    }
}

extension MemberUse {
    /// `todos.filter(\.done)`: a key path literal used as the function from its root.
    private func keyPathFunction(_ index: Int, root: SessionType, result: SessionType) throws -> (Execution) throws -> FunctionValue {
        let argument = arguments[index]
        let expectation = SessionType.keyPath(root: root, value: result)
        let keyPath = try checker.check(argument.value, expecting: expectation)
        guard keyPath.type == expectation else {
            throw Diagnostic(ConversionContext.argument.mismatch(keyPath.type, expectation), at: argument.location)
        }
        let evaluate = keyPath.evaluate
        return { execution in
            guard case .keyPath(let path) = try evaluate(execution) else { preconditionFailure() }
            return FunctionValue { execution, arguments in try path.read(from: arguments[0], in: execution) }
        }
    }
}
