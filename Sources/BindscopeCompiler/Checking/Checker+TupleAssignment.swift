import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// `(a, b) = (b, a)`, `(low, high) = bounds()`: the value is computed whole, then each
    /// element is assigned in order (`_` skips one), as Swift does. Checked as a constant
    /// holding the value (a name no session can spell) and one assignment per element, so
    /// every kind of place, and the journal and dependents, work as for a single assignment.
    public func tupleAssignment(_ elements: [Argument], _ value: Expression, at location: SourceLocation) throws -> Executor {
        try inNestedScope {
            let name = "(tuple assignment)"
            let temporary = VariableDeclaration(
                attributes: [], modifiers: [], isConstant: true, name: name, nameLocation: location, type: nil,
                initializer: value)
            var statements = [Statement(.variable(temporary), at: location)]
            for (index, element) in elements.enumerated() {
                if case .discard = element.value.kind { continue }
                let at = element.value.location
                let part = Expression(.member(base: Expression(.identifier(name), at: at), name: "\(index)", nameLocation: at), at: at)
                statements.append(Statement(.assignment(target: element.value, operator: "=", value: part, operatorLocation: at), at: at))
            }
            return try checkStatements(statements)
        }
    }
}
