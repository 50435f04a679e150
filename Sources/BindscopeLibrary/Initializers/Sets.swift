import BindscopeLanguage
import BindscopeRuntime
import OrderedCollections

/// Set literals (`let s: Set<Int> = [1, 2]`) and initializers (`Set(items)`, `Set<String>()`).
extension LibraryChecking {
    /// `let s: Set = [1, 2]`: `Set` written without its element type takes the literal's.
    public func resolveAnnotation(_ syntax: TypeSyntax, initializer: Expression?) throws -> SessionType {
        guard case .named("Set", let arguments, _) = syntax, arguments.isEmpty,
            let initializer, case .arrayLiteral = initializer.kind
        else { return try resolve(syntax) }
        let literal = try checkValue(initializer)
        guard case .array(let element) = literal.type, isHashable(element) else { return try resolve(syntax) }
        return .set(element)
    }

    public func setLiteral(_ elements: [Expression], element: SessionType, at location: SourceLocation) throws -> Checked {
        let evaluators = try elements.map { try check($0, as: element, in: .arrayElement).evaluate }
        if let declared = declaredSetEquality(of: element) {
            return Checked(.set(element)) { execution in
                .set(try declared(execution).deduplicated(try evaluators.map { try $0(execution) }))
            }
        }
        return Checked(.set(element)) { execution in
            var set = OrderedSet<Value>()
            for evaluate in evaluators { set.append(try evaluate(execution)) }
            return .set(set)
        }
    }

    /// `Set(sequence)`, `Set<Int>()`, `Set<Int>(sequence)`; `element` nil when the type was
    /// written without its argument.
    public func setInitializer(element: SessionType?, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        if arguments.isEmpty, let element { return Checked(.set(element)) { _ in .set([]) } }
        try expectLabels(arguments, [nil], callee: "Set", at: location)
        let source: (type: SessionType, elements: (Execution) throws -> [Value])
        if let element, case .arrayLiteral(let literal) = arguments[0].value.kind {
            let checked = try arrayLiteral(literal, expecting: .array(element), at: arguments[0].location)
            let evaluate = checked.evaluate
            source = (element, { try evaluate($0).asArray })
        } else {
            source = try sequenceElements(arguments[0])
        }
        if let element, source.type != element {
            throw Diagnostic(
                "initializer 'init(_:)' requires the types '\(element.displayName)' and '\(source.type.displayName)' be equivalent",
                at: arguments[0].location)
        }
        guard isHashable(source.type) else {
            throw Diagnostic("generic struct 'Set' requires that '\(source.type.displayName)' conform to 'Hashable'", at: arguments[0].location)
        }
        let elements = source.elements
        if let declared = declaredSetEquality(of: source.type) {
            return Checked(.set(source.type)) { execution in .set(try declared(execution).deduplicated(try elements(execution))) }
        }
        return Checked(.set(source.type)) { .set(OrderedSet(try elements($0))) }
    }
}
