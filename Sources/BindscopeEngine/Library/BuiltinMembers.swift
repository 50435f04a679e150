/// The member tables of the built-in types, one per type (`ArrayMembers.swift`, …).
enum BuiltinMembers {
    /// The tables that give `type` its members, searched in order: a Binding's own members
    /// come before those it has as a collection of element bindings.
    static func tables(for type: SessionType) -> [MemberTable] {
        switch type {
        case .array: [array]
        case .string: [string]
        case .character: [character]
        case .dictionary: [dictionary]
        case .set: [set]
        case .optional: [optional]
        case .range: [range]
        case .int: [int]
        case .double: [double]
        case .bool: [bool]
        case .anyHashable: [anyHashable]
        case .transaction: [transaction]
        case .animation: [animation]
        case .binding(.array): [binding, bindingCollection]
        case .binding: [binding]
        case .state: [state]
        default: []
        }
    }
}
