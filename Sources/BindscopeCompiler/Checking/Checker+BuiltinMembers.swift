import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Uses of built-in members, resolved in the types' tables (the `BindscopeLibrary` module) at check time.
extension Checker {
    /// `base.name` for a property of a built-in type; nil when its tables have none.
    public func builtinProperty(of base: Checked, _ name: String, at location: SourceLocation) throws -> Checked? {
        for table in BuiltinMembers.tables(for: base.type) {
            if let member = table.property(named: name) {
                return try member.check(MemberUse(
                    checker: self, base: base, name: name, arguments: [], expected: nil, location: location))
            }
        }
        return nil
    }

    /// `base.name(arguments)` for a method of a built-in type; nil when its tables have no
    /// method of that name.
    public func builtinMethodCall(
        on base: Checked, _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked? {
        let overloads = BuiltinMembers.tables(for: base.type).flatMap { $0.methods(named: name) }
        guard !overloads.isEmpty else { return nil }
        if let refusal = Checker.offsetMethodRefusal(base.type, name, arguments, at: location) { throw refusal }
        let member = try resolve(overloads, name, arguments, kind: "instance method", at: location)
        return try member.check(MemberUse(
            checker: self, base: base, name: name, arguments: arguments, expected: expected, location: location))
    }

    /// `Type.name` for a static property of a built-in type.
    public func builtinStaticProperty(of type: SessionType, _ name: String, at location: SourceLocation) throws -> Checked? {
        for table in BuiltinMembers.tables(for: type) {
            if let member = table.property(named: name, static: true) {
                return try member.check(MemberUse(
                    checker: self, base: Checker.metatypeBase(type), name: name, arguments: [], expected: nil,
                    location: location))
            }
        }
        return nil
    }

    /// `Type.name(arguments)` for a static method of a built-in type.
    public func builtinStaticCall(
        on type: SessionType, _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked? {
        let overloads = BuiltinMembers.tables(for: type).flatMap { $0.methods(named: name, static: true) }
        guard !overloads.isEmpty else { return nil }
        let member = try resolve(overloads, name, arguments, kind: "static method", at: location)
        return try member.check(MemberUse(
            checker: self, base: Checker.metatypeBase(type), name: name, arguments: arguments, expected: expected,
            location: location))
    }

    private static func metatypeBase(_ type: SessionType) -> Checked {
        Checked(.metatype(type)) { _ in .metatype(type) }
    }

    /// The overload a call's labels select. A closure written last without a label (a
    /// trailing closure) prefers an overload whose last parameter takes one.
    private func resolve(
        _ overloads: [BuiltinMember], _ name: String, _ arguments: [Argument], kind: String,
        at location: SourceLocation
    ) throws -> BuiltinMember {
        var trailingClosure = false
        if let last = arguments.last, last.label == nil, case .closure = last.value.kind { trailingClosure = true }
        if trailingClosure,
            let member = overloads.first(where: { $0.takesClosure && $0.accepts(arguments, trailingClosure: true) })
        {
            return member
        }
        if let member = overloads.first(where: { $0.accepts(arguments, trailingClosure: false) }) {
            return member
        }
        if overloads.count == 1, let labels = overloads[0].labels {
            try expectLabels(arguments, labels, callee: name, at: location)
        }
        // One overload whose labels begin as the call's do: say what it misses, as Swift does
        // (`xs.reduce(0)`: missing argument for parameter #2).
        let given = arguments.map(\.label)
        let started = overloads.filter { $0.labels.map { $0.count > given.count && Array($0.prefix(given.count)) == given } ?? false }
        if started.count == 1, let labels = started[0].labels {
            try expectLabels(arguments, labels, callee: name, at: location)
        }
        throw Diagnostic("no exact matches in call to \(kind) '\(name)'", at: location)
    }

    /// Names a member of `type` may have: for suggestions and completion.
    public func memberNames(of type: SessionType) -> [String] {
        switch type {
        case .metatype(.nominal(let nominal)):
            return nominal.cases.map(\.name) + nominal.staticProperties.keys.sorted()
        case .metatype(let builtin):
            return BuiltinMembers.tables(for: builtin).flatMap { $0.names(static: true) }
        case .nominal(let nominal):
            return nominal.storedProperties.map(\.name) + nominal.computedProperties.map(\.name)
                + (nominal.rawType != nil ? ["rawValue"] : [])
        case .binding(let value):
            // Its own members, then the value's properties it reaches by key path.
            let own = BuiltinMembers.tables(for: type).flatMap { $0.names(static: false) }
            guard case .nominal = value else { return own }
            return own + memberNames(of: value)
        case .tuple(let labels, let elements):
            // `pair.key`, `pair.0`: each element by its label and by its position.
            return labels.compactMap { $0 } + elements.indices.map(String.init)
        default:
            return BuiltinMembers.tables(for: type).flatMap { $0.names(static: false) }
        }
    }

    /// Whether `name` is a method of `type` in its tables (completion offers methods without
    /// checking a call).
    public func isBuiltinMethod(_ name: String, of type: SessionType) -> Bool {
        let isStatic: Bool, instance: SessionType
        if case .metatype(let inner) = type { (isStatic, instance) = (true, inner) } else { (isStatic, instance) = (false, type) }
        return BuiltinMembers.tables(for: instance).contains { !$0.methods(named: name, static: isStatic).isEmpty }
    }
}
