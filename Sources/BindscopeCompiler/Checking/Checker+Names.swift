import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// A name: a variable, a wrapper's `x`/`$x`/`_x`, `$0`, a type, or (inside a computed
    /// property) a member of `self`.
    /// `expected`: the context's type, which picks among overloaded functions named as values.
    public func identifier(_ name: String, at location: SourceLocation, expecting expected: SessionType? = nil) throws -> Checked {
        if name.hasPrefix("#") { return magicFileLiteral(name, at: location) }
        if let function = try compoundFunctionReference(name, at: location, expecting: expected) { return function }
        if let entry = lookup(name) {
            if case .functions(let overloads) = entry, overloads.allSatisfy(\.isComputedVariable) {
                // A local computed variable: reading it runs its getter.
                let callee = Expression(.identifier(name), at: location)
                return try check(Expression(.call(callee: callee, arguments: []), at: location))
            }
            return try access(entry, named: name, at: location, expecting: expected)
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
        if let selfValue = implicitSelf(), case .nominal(let type) = selfValue.type, type.members.mutatingGetters[name] != nil {
            // `value` with a `mutating get` in a non-mutating method: Swift's words for it.
            _ = try member(of: selfValue, name, at: location)
        }
        if let type = try? resolve(.named(name, genericArguments: [], location: location)) {
            return Checked(.metatype(type)) { _ in .metatype(type) }
        }
        if case .metatype(let instance)? = implicitSelf()?.type, case .nominal(let nominal) = instance,
            Checker.hasInstanceMember(nominal, named: name)
        {
            throw Diagnostic("instance member '\(name)' cannot be used on type '\(instance.displayName)'", at: location)
        }
        throw unknownName(name, at: location)
    }

    /// Whether `type` has a stored or computed property or an instance method called `name`.
    public static func hasInstanceMember(_ type: NominalType, named name: String) -> Bool {
        type.members.methods[name] != nil || type.members.mutatingGetters[name] != nil
            || type.storedProperties.contains { $0.name == name }
            || type.computedProperties.contains { $0.name == name }
    }

    /// What `name` stands for where the code being checked is, in Swift's order: the
    /// function's own declarations and those of the closures around it; then, in a method,
    /// `self`'s members (nil here: the caller finds the member); then the session's top-level
    /// names, which are globals to every function and type of the session, as a `main.swift`'s
    /// are; then the imported module's.
    public func lookup(_ name: String) -> NameEntry? {
        if let local = scope.lookup(name, before: sessionScope) { return local }
        guard let global = sessionScope.lookup(name) else { return nil }
        if function.outermost !== sessionFunction, selfHasMember(name) { return nil }
        return global
    }

    /// Whether `self` (in a method, initializer or accessor) has a member called `name`,
    /// which a bare `name` there means before any global of that name.
    private func selfHasMember(_ name: String) -> Bool {
        guard let selfValue = implicitSelf() else { return false }
        if (try? member(of: selfValue, name, at: .start)) != nil { return true }
        // In a static method too, an instance member's name is the member's (Swift: "instance
        // member 'name' cannot be used on type 'Person'"), not the global's.
        var type = selfValue.type
        if case .metatype(let instance) = type { type = instance }
        guard case .nominal(let nominal) = type else { return false }
        return nominal.members.staticMethods[name] != nil || Checker.hasInstanceMember(nominal, named: name)
    }

    public func unknownName(_ name: String, at location: SourceLocation) -> Diagnostic {
        if let unsupported = Checker.unsupportedLibraryName(name, at: location) { return unsupported }
        var candidates = scope.visibleNames + typeNames + BuiltinMembers.globalFunctionNames
        if let selfType = function.selfType, case .nominal(let nominal) = selfType {
            candidates += nominal.storedProperties.map(\.name) + nominal.computedProperties.map(\.name)
        }
        var message = "cannot find '\(name)' in scope"
        if let suggestion = Suggestions.nearest(to: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        return Diagnostic(message, at: location)
    }

    public func access(
        _ entry: NameEntry, named name: String, at location: SourceLocation, expecting expected: SessionType? = nil
    ) throws -> Checked {
        switch entry {
        case .variable(let variable):
            try requireInitialized(variable, wrapped: variable.name, at: location)
            let box: (Execution) throws -> Box = isSessionGlobal(variable) ? sessionGlobalBox(variable) : boxAccessor(variable)
            // A closure's own locals are never read by a dependent; everything else may be,
            // but a constant a closure captured from a function (a getter's `self` that a
            // `Binding(get:set:)` it makes reads) never changes: a dependent need not follow it.
            let capturedConstant = variable.isConstant && variable.owner !== sessionFunction
            let tracksReads = variable.owner === sessionFunction || (variable.owner !== function && !capturedConstant)
            let immutability: Place.Immutability? =
                variable.watch != nil ? .watch(name: name) : variable.isConstant ? .letConstant(name: name) : nil
            let place = Place(
                root: .box(box), immutability: immutability, tracksReads: tracksReads,
                allowsDirectAccess: variable.watch == nil, boxSlot: boxSlot(variable))
            if let watch = variable.watch { return watchRead(watch, variable, place: place) }
            guard tracksReads else { return Checked(variable.type, place: place, valueAccessor(variable)).readingIntAtPlace() }
            return Checked(variable.type, place: place, trackedValueAccessor(variable)).readingIntAtPlace()
        case .wrappedValue(let backing, _):
            // `x` is `_x.wrappedValue`, `$x` is `_x.projectedValue`: what the compiler writes,
            // for every wrapper (the prelude's State and Binding give their members a place,
            // so `x = 1` and `$x.name` write through them).
            try requireInitialized(backing, wrapped: name, at: location)
            return try member(of: try initializedStorage(backing, at: location), "wrappedValue", at: location)
        case .projectedValue(let backing, _):
            try requireInitialized(backing, wrapped: String(name.dropFirst()), at: location)
            return try member(of: try initializedStorage(backing, at: location), "projectedValue", at: location)
        case .functions(let overloads):
            return try functionReference(overloads, named: name, at: location, expecting: expected)
        }
    }

    /// `_x`, the storage of a wrapped name, trapping while it is empty: declared without a
    /// value, its initializing assignment ran, trapped and was rolled back (the checker had
    /// already counted it), as a Swift program could never run.
    /// Read straight from its box (noting the read, as a tracked variable's is): every use of
    /// `x` goes through here, so it costs what a State's name cost before it was a wrapper.
    private func initializedStorage(_ backing: Variable, at location: SourceLocation) throws -> Checked {
        let storage = try check(Expression(.identifier(backing.name), at: location))
        let box = boxAccessor(backing), name = backing.name
        return Checked(storage.type, readingThrough: storage.place) { execution in
            let holder = box(execution)
            execution.noteRead(holder)
            let value = holder.value
            if case .void = value { throw RuntimeError.fatal("'\(name)' used before being initialized") }
            return value
        }
    }

    /// Swift's definite initialization, simplified: a variable declared without a value is
    /// usable once an assignment in its own block has run (see `firstInitialization`).
    private func requireInitialized(_ backing: Variable, wrapped name: String, at location: SourceLocation) throws {
        guard !backing.isInitialized, !scope.hasInitialized(backing) else { return }
        if backing.owner !== function {
            throw Diagnostic("variable '\(name)' captured by a closure before being initialized", at: location)
        }
        throw Diagnostic("variable '\(name)' used before being initialized", at: location)
    }

    public func anonymousParameterIndex(_ name: String) -> Int? {
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
    public func typeReference(_ expression: Expression) throws -> Checked {
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

extension Checker {
    /// A watch's name: its current value, or a runtime error while the watch is broken.
    public func watchRead(_ watch: any WatchReading, _ variable: Variable, place: Place) -> Checked {
        let box = boxAccessor(variable)
        let name = variable.name
        referencedWatches?.append(watch)
        return Checked(variable.type, place: place) { execution in
            // Noted even when broken: a watch reading this one must hear when it mends.
            let storage = box(execution)
            execution.noteRead(storage)
            if let reason = watch.brokenReason {
                throw RuntimeError.fatal("watch '\(name)' is broken: \(reason)")
            }
            return storage.value
        }
    }
}
