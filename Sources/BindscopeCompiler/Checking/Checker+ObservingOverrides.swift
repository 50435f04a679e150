import BindscopeLanguage
import BindscopeRuntime

extension Checker {
    /// `override var value: Int { willSet { … } didSet { … } }` in a class whose superclass
    /// has `value` as a computed property: Swift makes it a computed override that reads
    /// `super.value` and, when set, runs `willSet`, sets `super.value`, then runs `didSet`.
    /// Given as that computed property; every other member as it is.
    public func observingOverride(_ member: MemberDeclaration, of type: NominalType) -> MemberDeclaration {
        guard case .stored(let property) = member, property.modifiers.contains("override"),
            property.willSet != nil || property.didSet != nil, property.initializer == nil,
            let declaredType = property.type,
            type.storedPropertyIndex(named: property.name) == nil, type.computedPropertyIndex(named: property.name) != nil
        else { return member }
        let location = property.nameLocation
        func name(_ text: String) -> Expression { Expression(.identifier(text), at: location) }
        let inherited = Expression(.member(base: name("super"), name: property.name, nameLocation: location), at: location)
        func constant(_ constantName: String, _ value: Expression) -> Statement {
            Statement(.variable(VariableDeclaration(
                attributes: [], modifiers: [], isConstant: true, name: constantName, nameLocation: location,
                type: declaredType, initializer: value)), at: location)
        }
        var setter: [Statement] = []
        if let didSet = property.didSet { setter.append(constant(didSet.parameterName ?? "oldValue", inherited)) }
        if let willSet = property.willSet {
            if let renamed = willSet.parameterName { setter.append(constant(renamed, name("newValue"))) }
            setter += willSet.body
        }
        setter.append(Statement(
            .assignment(target: inherited, operator: "=", value: name("newValue"), operatorLocation: location), at: location))
        if let didSet = property.didSet { setter += didSet.body }
        var computed = ComputedProperty(
            isStatic: false, name: property.name, nameLocation: location, type: declaredType,
            body: [Statement(.returnStatement(inherited), at: location)],
            setter: Accessor(parameterName: nil, body: setter, location: location))
        computed.modifiers = property.modifiers
        return .computed(computed)
    }
}
