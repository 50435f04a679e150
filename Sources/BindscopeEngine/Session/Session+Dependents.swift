import BindscopeLanguage

extension Session {
    /// After a session-level declaration: names its boxes for rendered paths, and follows it
    /// as a dependent when it is a State or holds a Binding.
    func registerDeclaration(_ declaration: VariableDeclaration, source: StatementSource) {
        let name = declaration.name
        guard let entry = checker.sessionScope.lookup(name) else { return }
        let graph = dependencies
        switch entry {
        case .wrappedValue(let backing, .state, let valueType):
            let box = execution.frame.locals[backing.slot]
            graph.nameWrapper(box, of: name)
            if case .state(let storage) = box.value { graph.name(storage, name) }
            graph.add(name: name, kind: .state(backing: box), valueType: valueType, declaration: source, in: execution)
        case .wrappedValue(let backing, .binding, let valueType):
            let box = execution.frame.locals[backing.slot]
            graph.nameWrapper(box, of: name)
            graph.add(name: name, kind: .binding(holder: box), valueType: valueType, declaration: source, in: execution)
        case .variable(let variable):
            let box = execution.frame.locals[variable.slot]
            graph.name(box, name)
            if case .binding(let valueType) = variable.type {
                graph.add(name: name, kind: .binding(holder: box), valueType: valueType, declaration: source, in: execution)
            }
        case .projectedValue, .wrappedValue, .functions:
            break
        }
    }
}
