import BindscopeLanguage

extension Checker {
    /// `:explain NAME` and `:explain EXPRESSION`: the `Explainer` asks the scope as it is at
    /// each step, and types each part as checking would.
    public func explain(_ expression: Expression) throws -> Explanation {
        try Explainer(
            lookup: { self.lookup($0) }, typeOf: { try self.check($0).type },
            dynamicMemberRoot: { self.dynamicMemberRoot(of: $0) }
        ).explain(expression)
    }
}
