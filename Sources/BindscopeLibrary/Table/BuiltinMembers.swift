import BindscopeLanguage
import BindscopeRuntime

/// The member tables of the built-in types, one per type (`ArrayMembers.swift`, …).
public enum BuiltinMembers {
    /// The tables that give `type` its members, searched in order: a Binding's own members
    /// come before those it has as a collection of element bindings.
    public static func tables(for type: SessionType) -> [MemberTable] {
        switch type {
        case .array: [array]
        case .string: [string]
        case .substring: [substring]
        case .character: [character]
        case .unicodeScalar: [unicodeScalar]
        case .dictionary: [dictionary]
        case .set: [set]
        case .optional: [optional]
        case .view(.arraySlice, _, _): [arraySlice]
        case .view(.iterator, _, _): [iterator, view]
        case .view: [view]
        case .range(.double, _): [doubleRange]
        case .range(.stringIndex, _): [stringIndexRange]
        case .range(.character, _), .range(.string, _), .range(.nominal, _): [textRange]
        case .range: [range]
        case .int: [int]
        case .sizedInteger: [sizedInteger]
        case .double: [double]
        case .float: [float]
        case .bool: [bool]
        case .anyHashable: [anyHashable]
        case .transaction: [transaction]
        case .animation: [animation]
        case .error: [error]
        case .binding(.array): [binding, bindingCollection]
        case .binding: [binding]
        case .state: [state]
        case .nominal(let type) where type.resultArguments != nil: [result]
        default: []
        }
    }
}

extension BuiltinMembers {
    /// A lazy view (`reversed()`, `enumerated()`, `stride`) has Array's non-mutating members,
    /// run over its elements.
    public static let view = MemberTable("Sequence", array.members.filter { member in
        !["append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "sort", "swapAt", "popLast", "reverse", "shuffle"]
            .contains(member.name)
    }.map { member in
        BuiltinMember(
            name: member.name, kind: member.kind, labels: member.labels, takesClosure: member.takesClosure,
            signature: member.signature
        ) { use in
            return try member.check(use.replacingBase(BuiltinMembers.viewElements(use.base)))
        }
    })
}
