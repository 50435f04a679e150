import BindscopeRuntime

/// The members of one built-in type. The checker, Tab completion and "did you mean" read only
/// this, so what one offers the other accepts.
public struct MemberTable: Sendable {
    /// How Swift's documentation names the type (`Array`, `Binding`).
    public let typeName: String
    public let members: [BuiltinMember]
    private let byName: [String: [BuiltinMember]]

    public init(_ typeName: String, _ members: [BuiltinMember]) {
        self.typeName = typeName
        self.members = members
        self.byName = Dictionary(grouping: members, by: \.name)
    }

    public func members(named name: String, static isStatic: Bool) -> [BuiltinMember] {
        byName[name, default: []].filter { $0.kind.isStatic == isStatic }
    }

    public func property(named name: String, static isStatic: Bool = false) -> BuiltinMember? {
        let kind: BuiltinMember.Kind = isStatic ? .staticProperty : .property
        return byName[name]?.first { $0.kind == kind }
    }

    public func methods(named name: String, static isStatic: Bool = false) -> [BuiltinMember] {
        let kind: BuiltinMember.Kind = isStatic ? .staticMethod : .method
        return byName[name, default: []].filter { $0.kind == kind }
    }

    /// Every member name, instance or static: for completion and suggestions.
    public func names(static isStatic: Bool) -> [String] {
        var seen = Set<String>()
        return members.filter { $0.kind.isStatic == isStatic && seen.insert($0.name).inserted }.map(\.name)
    }
}
