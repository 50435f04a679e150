import BindscopeLanguage

extension Checker {
    /// A name: a variable, a wrapper's `x`/`$x`/`_x`, `$0`, a type, or (inside a computed
    /// property) a member of `self`.
    func identifier(_ name: String, at location: SourceLocation) throws -> Checked {
        if let function = try compoundFunctionReference(name, at: location) { return function }
        if let entry = scope.lookup(name) {
            if case .functions(let overloads) = entry, overloads.allSatisfy(\.isComputedVariable) {
                // A local computed variable: reading it runs its getter.
                let callee = Expression(.identifier(name), at: location)
                return try check(Expression(.call(callee: callee, arguments: []), at: location))
            }
            return try access(entry, named: name, at: location)
        }
        if let index = anonymousParameterIndex(name) {
            return try anonymousParameter(index, at: location)
        }
        if name == "self", let selfType = function.selfType {
            return selfReference(selfType)
        }
        if name == "Self", let selfType = implicitSelf()?.type {
            return selfTypeReference(selfType)
        }
        if let selfValue = implicitSelf(), let member = try? member(of: selfValue, name, at: location) {
            return member
        }
        if let type = try? resolve(.named(name, genericArguments: [], location: location)) {
            return Checked(.metatype(type)) { _ in .metatype(type) }
        }
        throw unknownName(name, at: location)
    }

    func unknownName(_ name: String, at location: SourceLocation) -> Diagnostic {
        if let unsupported = Checker.unsupportedLibraryName(name, at: location) { return unsupported }
        var candidates = scope.visibleNames + typeNames + Checker.builtinFunctionNames
        if let selfType = function.selfType, case .nominal(let nominal) = selfType {
            candidates += nominal.storedProperties.map(\.name) + nominal.computedProperties.map(\.name)
        }
        var message = "cannot find '\(name)' in scope"
        if let suggestion = Suggestions.nearest(to: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        return Diagnostic(message, at: location)
    }

    static let builtinFunctionNames = Checker.assertionFunctionNames + [
        "print", "debugPrint", "type", "min", "max", "abs", "withAnimation", "withTransaction", "stride", "zip", "dump", "sqrt", "pow", "floor", "ceil", "round",
    ]

    func access(_ entry: NameEntry, named name: String, at location: SourceLocation) throws -> Checked {
        switch entry {
        case .variable(let variable):
            try requireInitialized(variable, wrapped: variable.name, at: location)
            let box = boxAccessor(variable)
            // A closure's own locals are never read by a dependent; everything else may be.
            let tracksReads = variable.owner === sessionFunction || variable.owner !== function
            let immutability: Place.Immutability? =
                variable.watch != nil ? .watch(name: name) : variable.isConstant ? .letConstant(name: name) : nil
            let place = Place(
                root: .box(box), immutability: immutability, tracksReads: tracksReads,
                allowsDirectAccess: variable.watch == nil, boxSlot: boxSlot(variable))
            if let watch = variable.watch { return watchRead(watch, variable, place: place) }
            guard tracksReads else { return Checked(variable.type, place: place, valueAccessor(variable)).readingIntAtPlace() }
            return Checked(variable.type, place: place, trackedValueAccessor(variable)).readingIntAtPlace()
        case .wrappedValue(let backing, .state, let valueType):
            let storage = stateStorage(backing)
            return Checked(valueType, place: Place(root: .box(storage), tracksReads: true)) { execution in
                let box = storage(execution)
                execution.noteRead(box)
                return box.value
            }
        case .wrappedValue(let backing, .binding, let valueType):
            try requireInitialized(backing, wrapped: name, at: location)
            let binding = bindingValue(backing)
            return Checked(valueType, place: Place(root: .binding(binding))) { execution in
                guard case .binding(let value) = try binding(execution) else { preconditionFailure() }
                return try value.read(in: execution)
            }
        case .projectedValue(let backing, .state, let valueType):
            let storage = stateStorage(backing)
            return Checked(.binding(valueType)) { .binding(BindingValue(source: .storage(storage($0)))) }
        case .projectedValue(let backing, .binding, let valueType):
            try requireInitialized(backing, wrapped: String(name.dropFirst()), at: location)
            return Checked(.binding(valueType), evaluate: bindingValue(backing))
        case .wrappedValue(let backing, .custom, _):
            // `x` is `_x.wrappedValue`, `$x` is `_x.projectedValue`: what the compiler writes.
            return try check(Checker.wrapperAccess(backing.name, "wrappedValue", at: location))
        case .projectedValue(let backing, .custom, _):
            return try check(Checker.wrapperAccess(backing.name, "projectedValue", at: location))
        case .functions(let overloads):
            return try functionReference(overloads, named: name, at: location)
        }
    }

    /// Swift's definite initialization, simplified: a variable declared without a value is
    /// usable once an assignment in its own block has run (see `firstInitialization`).
    private func requireInitialized(_ backing: Variable, wrapped name: String, at location: SourceLocation) throws {
        guard !backing.isInitialized else { return }
        if backing.owner !== function {
            throw Diagnostic("variable '\(name)' captured by a closure before being initialized", at: location)
        }
        throw Diagnostic("variable '\(name)' used before being initialized", at: location)
    }

    /// The box a State variable (`_x`) shares.
    private func stateStorage(_ backing: Variable) -> (Execution) -> Box {
        let box = boxAccessor(backing)
        return { execution in
            let backing = box(execution)
            execution.noteRead(backing)
            guard case .state(let storage) = backing.value else {
                preconditionFailure("State variable holds \(backing.value)")
            }
            return storage
        }
    }

    private func bindingValue(_ backing: Variable) -> Evaluator {
        let box = boxAccessor(backing)
        return { execution in
            let storage = box(execution)
            execution.noteRead(storage)
            let value = storage.value
            guard case .binding = value else {
                throw RuntimeError.fatal("'\(backing.name)' used before being initialized")
            }
            return value
        }
    }

    func anonymousParameterIndex(_ name: String) -> Int? {
        guard name.hasPrefix("$"), let index = Int(name.dropFirst()), index >= 0 else { return nil }
        return index
    }

    private func anonymousParameter(_ index: Int, at location: SourceLocation) throws -> Checked {
        guard let types = function.anonymousParameterTypes else {
            throw Diagnostic(
                "anonymous closure arguments cannot be used inside a closure that has explicit arguments",
                at: location)
        }
        guard index < types.count else {
            throw Diagnostic(
                "contextual closure type expects \(types.count) argument\(types.count == 1 ? "" : "s"), but \(index + 1) were used in closure body",
                at: location)
        }
        function.usedAnonymousParameterCount = max(function.usedAnonymousParameterCount, index + 1)
        let type = types[index]
        let immutability: Place.Immutability? = function.inoutParameters.contains(index) ? nil : .letConstant(name: "$\(index)")
        let place = Place(root: .box({ $0.frame.locals[index] }), immutability: immutability)
        return Checked(type, place: place) { $0.frame.locals[index].value }
    }

    /// `Int`, `Binding<Int>`, `[Int]` in expression position: a metatype value.
    func typeReference(_ expression: Expression) throws -> Checked {
        let type: SessionType
        switch expression.kind {
        case .specialized(let base, let arguments):
            guard case .identifier(let name) = base.kind else {
                throw Diagnostic("cannot specialize a non-generic definition", at: expression.location)
            }
            type = try resolve(.named(name, genericArguments: arguments, location: base.location))
        case .typeExpression(let syntax):
            type = try resolve(syntax)
        default:
            preconditionFailure("not a type reference")
        }
        return Checked(.metatype(type)) { _ in .metatype(type) }
    }
}

extension Checked {
    init(_ type: SessionType, evaluate: @escaping Evaluator) {
        self.init(type, place: nil, evaluate)
    }
}

extension Checker {
    /// A watch's name: its current value, or a runtime error while the watch is broken.
    func watchRead(_ watch: Dependent, _ variable: Variable, place: Place) -> Checked {
        let box = boxAccessor(variable)
        let name = variable.name
        referencedWatches?.append(watch)
        return Checked(variable.type, place: place) { execution in
            // Noted even when broken: a watch reading this one must hear when it mends.
            let storage = box(execution)
            execution.noteRead(storage)
            if case .broken(let reason)? = watch.cached {
                throw RuntimeError.fatal("watch '\(name)' is broken: \(reason)")
            }
            return storage.value
        }
    }
}
