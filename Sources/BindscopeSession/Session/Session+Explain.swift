import BindscopeCompiler
import BindscopeLanguage
import BindscopeRuntime

/// `:explain NAME` and `:explain EXPRESSION`: the checker's `Explanation`, as text.
extension Session {
    func explain(_ expression: Expression) throws -> String {
        let snapshot = checker.snapshot()
        defer { checker.restore(snapshot) }
        switch try checker.explain(expression) {
        case .plain(let name, let type):
            return "\(name): \(type.displayName) is a plain variable; no property wrapper is involved\n"
        case .wrapped(let wrapped):
            return Session.render(wrapped)
        case .chain(let written, let steps):
            return Session.render(written, steps)
        }
    }

    /// ```
    /// @XState var person: Person
    ///   _person: XState<Person>     the wrapper, its storage
    ///   person: Person              get { _person.wrappedValue }  nonmutating set { … }
    ///   $person: XBinding<Person>   _person.projectedValue
    /// ```
    static func render(_ wrapped: Explanation.Wrapped) -> String {
        let name = wrapped.name
        var accessors = "get { _\(name).wrappedValue }"
        if let nonmutating = wrapped.setterIsNonmutating {
            accessors += "  \(nonmutating ? "nonmutating " : "")set { _\(name).wrappedValue = newValue }"
        }
        var rows = [
            ("_\(name): \(wrapped.storageType.displayName)", "the wrapper itself, the storage"),
            ("\(name): \(wrapped.valueType.displayName)", accessors),
        ]
        if let projected = wrapped.projectedType {
            rows.append(("$\(name): \(projected.displayName)", "_\(name).projectedValue"))
        }
        return "@\(wrapped.attribute) var \(name): \(wrapped.valueType.displayName)\n" + table(rows)
    }

    /// ```
    /// $person.address.street: XBinding<String>
    ///   = _person.projectedValue[dynamicMember: \Person.address][dynamicMember: \Address.street]
    ///   _person                             XState<Person>
    ///   …
    /// ```
    static func render(_ written: String, _ steps: [Explanation.Step]) -> String {
        guard let last = steps.last else { return "\(written)\n" }
        var text = "\(written): \(last.type.displayName)\n"
        let rewritten = steps.map(\.spelling).joined()
        if rewritten != written { text += "  = \(rewritten)\n" }
        let typeWidth = steps.map(\.type.displayName.count).max() ?? 0
        text += table(steps.map { step in
            let type = step.type.displayName
            guard let note = step.note else { return (step.spelling, type) }
            return (step.spelling, type + String(repeating: " ", count: typeWidth + 3 - type.count) + note)
        })
        return text
    }

    private static func table(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width + 3 - $0.0.count) + $0.1 }.joined(separator: "\n") + "\n"
    }
}
