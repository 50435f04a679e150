import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Observers of a session variable (`var score = 0 { didSet { … } }`): closures over the
/// session, called with the new value (`willSet`) and the old one (`didSet`).
public final class VariableObservers {
    public var willSet: FunctionValue?
    public var didSet: FunctionValue?
}

extension Checker {
    // MARK: Declaring members with accessors

    /// `set` of computed properties and `willSet`/`didSet` of stored ones, as mutating methods
    /// taking the new (or old) value; registered beside the type's other methods.
    public func registerAccessors(_ members: [MemberDeclaration], of type: NominalType) throws {
        let table = type.members
        for member in members {
            switch member {
            case .computed(let property):
                if property.mutatingGetterLocation != nil { try registerMutatingGetter(property, of: type) }
                guard let setter = property.setter else { continue }
                let valueType = try resolve(property.type)
                table.setters[property.name] = accessorMethod(
                    setter, "newValue", valueType, property.name, of: type, isNonmutating: setter.isNonmutating)
                implicitCalls.hasAccessors = true
            case .stored(let property):
                guard property.willSet != nil || property.didSet != nil else { continue }
                guard !property.isStatic else {
                    throw Diagnostic("observers on static properties are not supported in a session", at: property.nameLocation)
                }
                guard let index = type.storedPropertyIndex(named: property.name) else { continue }
                let valueType = type.storedProperties[index].type
                let willSet = property.willSet.map { accessorMethod($0, "newValue", valueType, property.name, of: type) }
                let didSet = property.didSet.map { accessorMethod($0, "oldValue", valueType, property.name, of: type) }
                table.observers[property.name] = (willSet, didSet)
                implicitCalls.hasAccessors = true
            case .function, .initializer, .subscriptDeclaration, .deinitializer:
                continue
            }
        }
    }

    /// A class's accessors take the instance as a plain `self`, as its methods do.
    private func accessorMethod(
        _ accessor: Accessor, _ defaultName: String, _ type: SessionType, _ property: String, of owner: NominalType,
        isNonmutating: Bool = false
    ) -> UserMethod {
        let parameter = DeclaredFunction.Parameter(
            label: nil, name: accessor.parameterName ?? defaultName, type: type, isInout: false, isVariadic: false,
            defaultValue: nil)
        return UserMethod(
            name: property, parameters: [parameter], resultType: .void, kind: .instance(isMutating: !owner.isClass && !isNonmutating),
            throwsErrors: false, location: accessor.location)
    }

    public func compileAccessors(_ members: [MemberDeclaration], of type: NominalType) throws {
        let table = type.members
        for member in members {
            switch member {
            case .computed(let property):
                if property.mutatingGetterLocation != nil { try compileMutatingGetter(property, of: type) }
                guard let setter = property.setter, let method = table.setters[property.name] else { continue }
                try compileAccessor(method, setter, property: property.name, of: type)
            case .stored(let property):
                guard let observers = table.observers[property.name] else { continue }
                if let syntax = property.willSet, let method = observers.willSet {
                    try compileAccessor(method, syntax, property: property.name, of: type)
                }
                if let syntax = property.didSet, let method = observers.didSet {
                    try compileAccessor(method, syntax, property: property.name, of: type)
                }
            case .function, .initializer, .subscriptDeclaration, .deinitializer:
                continue
            }
        }
    }

    private func compileAccessor(_ method: UserMethod, _ accessor: Accessor, property: String, of type: NominalType) throws {
        let name = accessor.parameterName ?? method.parameters[0].name
        let declaration = FunctionDeclaration(
            modifiers: ["mutating"], modifierLocations: [accessor.location], funcLocation: accessor.location,
            name: property, nameLocation: accessor.location,
            parameters: [FunctionDeclaration.Parameter(
                label: nil, name: name, location: accessor.location, type: .void(location: accessor.location))],
            effect: .none, resultType: nil, body: accessor.body, closingBraceLocation: accessor.location)
        try compileObserverBody(method, declaration, property: property, selfType: .nominal(type), typeName: type.name)
    }

    // MARK: Writing through accessors

    /// An assignment whose target passes through a property with a setter or observers
    /// (`model.total = 3`, `model.items[0] = x` with `items` observed, `score += 1` for an
    /// observed variable): the property's value is copied into a temporary, the rest of the
    /// write lands there, then the setter (or `willSet`, the store, `didSet`) runs on the
    /// property's owner, written back through its place like a mutating method's `self`.
    public func accessorAssignment(
        _ target: Expression, _ op: String, _ value: Expression, at location: SourceLocation,
        operatorAt operatorLocation: SourceLocation? = nil
    ) throws -> Executor? {
        let found: (node: Expression, valueType: SessionType, access: AccessorWrite)
        do {
            guard let accessor = try outermostAccessor(in: target) else { return nil }
            found = accessor
        } catch let error as Diagnostic {
            throw Checker.assignmentWording(error, compound: op != "=", operatorAt: operatorLocation)
        }
        return try inNestedScope {
            let temporary = try declareVariable(
                " accessor \(location.line):\(location.column):\(function.localCount)", type: found.valueType,
                isConstant: false, at: location)
            let rewritten = Checker.replacing(found.node, in: target, with: Expression(.identifier(temporary.name), at: found.node.location))
            let inner = try assignment(rewritten, op, value, at: location)
            let slot = temporary.slot
            let access = found.access
            // `x = v` replaces the whole value: only the setter runs.
            let reads = !(op == "=" && found.node == target)
            return { execution in
                let prepared = try access.prepare(execution, reads)
                execution.frame.store(Box(prepared.current), at: slot)
                let flow = try inner(execution)
                try prepared.commit(execution.frame.locals[slot].value)
                return flow
            }
        }
    }

    /// `model.items.append(3)` with `items` observed (or computed with a setter): a mutating
    /// call through an accessor, written back like an assignment. Nil for anything else.
    public func accessorMutatingCall(_ expression: Expression) throws -> Checked? {
        if let inoutCall = try accessorInoutCall(expression) { return inoutCall }
        guard case .call(let callee, let arguments) = expression.kind, case .member(let base, _, let methodLocation) = callee.kind
        else { return nil }
        let accessor: (node: Expression, valueType: SessionType, access: AccessorWrite)?
        do {
            accessor = try outermostAccessor(in: base)
        } catch var error as Diagnostic where error.message.hasPrefix("cannot use mutating member on immutable value: ") {
            // `x.w.negate()` with `x` a constant: swiftc points at the method, not at `w`.
            error.location = methodLocation
            throw error
        }
        guard let found = accessor else { return nil }
        let location = expression.location
        let name = " accessor \(location.line):\(location.column):\(function.localCount)"
        let replacement = Expression(.identifier(name), at: found.node.location)
        let rewritten = Expression(
            .call(callee: Checker.replacing(found.node, in: callee, with: replacement), arguments: arguments), at: location)
        // Only a mutating call writes: checked first against a constant, which it rejects.
        let mutates: Bool = inNestedScope {
            guard (try? declareVariable(name, type: found.valueType, isConstant: true, at: location)) != nil else { return false }
            return (try? checkValue(rewritten)) == nil
        }
        guard mutates else { return nil }
        return try inNestedScope {
            let temporary = try declareVariable(name, type: found.valueType, isConstant: false, at: location)
            let inner = try checkValue(rewritten)
            let slot = temporary.slot, evaluate = inner.evaluate, access = found.access
            return Checked(inner.type) { execution in
                let prepared = try access.prepare(execution, true)
                execution.frame.store(Box(prepared.current), at: slot)
                let result = try evaluate(execution)
                try prepared.commit(execution.frame.locals[slot].value)
                return result
            }
        }
    }

    /// `increment(&ds.x)` with `x` observed (or computed with a setter): the property's value
    /// is passed in a temporary, and written back once the call returns, running `willSet`
    /// and `didSet` (or the setter) as Swift's copy-in copy-out does. Nil for anything else.
    private func accessorInoutCall(_ expression: Expression) throws -> Checked? {
        guard implicitCalls.hasAccessors, case .call(let callee, var arguments) = expression.kind else { return nil }
        for (index, argument) in arguments.enumerated() {
            guard case .inoutArgument(let inner) = argument.value.kind else { continue }
            let accessor: (node: Expression, valueType: SessionType, access: AccessorWrite)?
            do {
                accessor = try outermostAccessor(in: inner)
            } catch let error as Diagnostic {
                throw Checker.inoutWording(error, at: argument.value.location)
            }
            guard let found = accessor else { continue }
            let location = expression.location
            let name = " inout accessor \(location.line):\(location.column):\(function.localCount)"
            let replacement = Expression(.identifier(name), at: found.node.location)
            arguments[index].value = Expression(
                .inoutArgument(Checker.replacing(found.node, in: inner, with: replacement)), at: argument.value.location)
            let rewritten = Expression(.call(callee: callee, arguments: arguments), at: location)
            return try inNestedScope {
                let temporary = try declareVariable(name, type: found.valueType, isConstant: false, at: location)
                // `&panel.counter.count`: the temporary's own observed part is written back too.
                let call = try accessorInoutCall(rewritten) ?? checkValue(rewritten)
                let slot = temporary.slot, evaluate = call.evaluate, access = found.access
                return Checked(call.type) { execution in
                    let prepared = try access.prepare(execution, true)
                    execution.frame.store(Box(prepared.current), at: slot)
                    let result = try evaluate(execution)
                    try prepared.commit(execution.frame.locals[slot].value)
                    return result
                }
            }
        }
        return nil
    }

    public struct AccessorWrite {
        /// Reads the property's current value and returns how to store the new one. With
        /// `reads` false (`x = v`, a whole replacement) a getter is not run: Swift calls only
        /// the setter, and a getter that prints must not be seen (`current` is then `.void`).
        public let prepare: (Execution, _ reads: Bool) throws -> (current: Value, commit: (Value) throws -> Void)

        public init(_ prepare: @escaping (Execution) throws -> (current: Value, commit: (Value) throws -> Void)) {
            self.prepare = { execution, _ in try prepare(execution) }
        }

        public init(throughGetter prepare: @escaping (Execution, _ reads: Bool) throws -> (current: Value, commit: (Value) throws -> Void)) {
            self.prepare = prepare
        }
    }

    /// The node of `target` nearest its root that names a property with a setter or observers.
    private func outermostAccessor(in target: Expression) throws -> (node: Expression, valueType: SessionType, access: AccessorWrite)? {
        guard implicitCalls.hasAccessors else { return nil }
        var chain: [Expression] = []
        var node = target
        loop: while true {
            chain.append(node)
            switch node.kind {
            case .member(let base, _, _), .subscriptAccess(let base, _), .forceUnwrap(let base), .bindOptional(let base),
                .optionalEvaluation(let base), .parenthesized(let base):
                node = base
            default:
                break loop
            }
        }
        for node in chain.reversed() {
            switch node.kind {
            case .identifier(let name):
                if case .variable(let variable)? = lookup(name), let observers = implicitCalls.variableObservers[ObjectIdentifier(variable)] {
                    if isInsideObserver(of: name) { return nil }
                    return (node, variable.type, try observedVariableWrite(node, observers))
                }
                if case .wrappedValue(let backing, _)? = lookup(name) {
                    // `local += 1` for `@W var local`: a write to `_local.wrappedValue`.
                    let storage = try check(Expression(.identifier(backing.name), at: node.location))
                    if let access = try memberAccessor(storage, "wrappedValue", at: node.location) {
                        return (node, access.0, access.1)
                    }
                }
                if case .projectedValue(let backing, _)? = lookup(name) {
                    // `$page.reset()`: a write to `_page.projectedValue`, through its setter.
                    let storage = try check(Expression(.identifier(backing.name), at: node.location))
                    if let access = try memberAccessor(storage, "projectedValue", at: node.location) {
                        return (node, access.0, access.1)
                    }
                }
                if lookup(name) == nil, name != "super", let selfValue = implicitSelf(),
                    let access = try memberAccessor(selfValue, name, at: node.location)
                {
                    return (node, access.0, access.1)
                }
            case .member(let base, let name, let location):
                guard let baseChecked = try? checkOperand(base) else { continue }
                if let access = try memberAccessor(baseChecked, name, at: location) { return (node, access.0, access.1) }
            case .subscriptAccess(let base, let arguments):
                guard let baseChecked = try? checkOperand(base), let table = userMembers(of: baseChecked.type),
                    !table.subscripts.isEmpty, !Checker.isBuiltinKeyPathSubscript(arguments, of: table)
                else { continue }
                let access = try subscriptAccessor(baseChecked, table, arguments, at: node.location)
                return (node, access.0, access.1)
            default:
                continue
            }
        }
        return nil
    }

    private func memberAccessor(_ base: Checked, _ name: String, at location: SourceLocation) throws -> (SessionType, AccessorWrite)? {
        guard case .nominal(let type) = base.type else { return try builtinMemberAccessor(base, name, at: location) }
        if let index = type.storedPropertyIndex(named: "_" + name), type.storedProperties[index].isWrapped {
            // `x1 = 37` for `@XBinding var x1`: a write to `_x1.wrappedValue` (through its
            // setter for a session wrapper; State's and Binding's write through their place).
            return try memberAccessor(try wrapperStorage(of: base, "_" + name, at: location), "wrappedValue", at: location)
        }
        if name.hasPrefix("$"), let index = type.storedPropertyIndex(named: "_" + name.dropFirst()), type.storedProperties[index].isWrapped {
            // `filter.$query.reset()`: a write to `_query.projectedValue` through its setter.
            let storage = try wrapperStorage(of: base, "_" + name.dropFirst(), at: location)
            return try memberAccessor(storage, "projectedValue", at: location)
        }
        if type.hasDynamicMemberLookup, type.storedPropertyIndex(named: name) == nil, type.computedPropertyIndex(named: name) == nil,
            type.members.methods[name] == nil, !name.hasPrefix("$"),
            type.members.subscripts.contains(where: { $0.setter != nil && ($0.getter.genericTemplate?.declaration.parameters.first?.label ?? $0.getter.parameters.first?.label) == "dynamicMember" })
        {
            // `editor.text = "…"` through `subscript(dynamicMember:)`'s setter.
            guard let argument = Checker.dynamicMemberArgument(type, name, at: location) else { return nil }
            return try subscriptAccessor(base, type.members, [argument], at: location)
        }
        // A class's accessors run through the place its member denotes (see `classMember`).
        guard !type.isClass else { return nil }
        let table = type.members
        let isSelf = base.place?.depth == 0 && base.type == function.selfType
        if let setter = table.setters[name], let index = type.computedPropertyIndex(named: name) {
            if isSelf, isInsideObserver(of: name) { return nil }
            let mutatingGetter = table.mutatingGetters[name]
            let write = try setterWrite(base, name, setter, at: location) { owner, execution in
                if let mutatingGetter {
                    // `r.total += 1` with `mutating get`: the getter's changes to `self` stay.
                    return try Checker.runMutatingGetter(mutatingGetter, on: owner, in: execution)
                }
                return (try execution.computedProperty(type, index, of: owner), owner)
            }
            return (type.computedProperties[index].type, write)
        }
        if let observers = table.observers[name], let index = type.storedPropertyIndex(named: name) {
            // Writes inside the observer itself, and an initializer's, do not call observers.
            if isSelf, isInsideObserver(of: name) || function.isInitializer { return nil }
            let place = try mutablePlace(base, name, at: location)
            return (type.storedProperties[index].type, AccessorWrite { execution in
                let resolved = try place.resolve(execution)
                let owner = try resolved.read(in: execution)
                guard case .structure(let structure) = owner else { preconditionFailure("observed field of \(owner)") }
                let current = structure.fields[index]
                return (current, { newValue in
                    let box = Box(owner)
                    if let willSet = observers.willSet?.body {
                        _ = try Checker.invoke(willSet, [.value({ _ in .state(box) }), .value({ _ in newValue })], in: execution)
                    }
                    if case .structure(var updated) = box.value {
                        updated.fields[index] = newValue
                        box.value = .structure(updated)
                    }
                    if let didSet = observers.didSet?.body {
                        _ = try Checker.invoke(didSet, [.value({ _ in .state(box) }), .value({ _ in current })], in: execution)
                    }
                    let final = box.value
                    try resolved.modify(execution) { value in
                        let old = value
                        value = final
                        return { $0 = old }
                    }
                })
            })
        }
        return nil
    }

    /// Calls a mutating accessor with `owner` as `self`, then writes `self` back.
    public static func invokeMutating(
        _ method: UserMethod, on place: ResolvedPlace, _ owner: Value, _ arguments: [Value], in execution: Execution
    ) throws {
        guard let body = method.body else { throw RuntimeError.fatal("accessor cannot run: its declaration failed") }
        let box = Box(owner)
        _ = try body.invoke(execution, [.state(box)] + arguments)
        let final = box.value
        try place.modify(execution) { value in
            let old = value
            value = final
            return { $0 = old }
        }
    }

    private func observedVariableWrite(_ node: Expression, _ observers: VariableObservers) throws -> AccessorWrite {
        let checked = try check(node)
        guard let place = checked.place else { preconditionFailure("a variable has a place") }
        if let error = place.assignmentError(at: node.location) { throw error }
        return AccessorWrite { execution in
            let resolved = try place.resolve(execution)
            let current = try resolved.read(in: execution)
            return (current, { newValue in
                if let willSet = observers.willSet { _ = try willSet.invoke(execution, [newValue]) }
                try resolved.modify(execution) { value in
                    let old = value
                    value = newValue
                    return { $0 = old }
                }
                if let didSet = observers.didSet { _ = try didSet.invoke(execution, [current]) }
            })
        }
    }

    /// `node` replaced by `replacement` inside `expression` (found by position and kind).
    public static func replacing(_ node: Expression, in expression: Expression, with replacement: Expression) -> Expression {
        if expression == node { return replacement }
        var copy = expression
        switch expression.kind {
        case .member(let base, let name, let location):
            copy.kind = .member(base: replacing(node, in: base, with: replacement), name: name, nameLocation: location)
        case .subscriptAccess(let base, let arguments):
            copy.kind = .subscriptAccess(base: replacing(node, in: base, with: replacement), arguments: arguments)
        case .forceUnwrap(let base):
            copy.kind = .forceUnwrap(replacing(node, in: base, with: replacement))
        case .bindOptional(let base):
            copy.kind = .bindOptional(replacing(node, in: base, with: replacement))
        case .optionalEvaluation(let base):
            copy.kind = .optionalEvaluation(replacing(node, in: base, with: replacement))
        case .parenthesized(let base):
            copy.kind = .parenthesized(replacing(node, in: base, with: replacement))
        default:
            break
        }
        return copy
    }

    /// Whether the code being checked is (in) an accessor of the property `name`.
    public func isInsideObserver(of name: String) -> Bool {
        var context: FunctionContext? = function
        while let current = context {
            if current.observedProperty == name { return true }
            context = current.enclosing
        }
        return false
    }

    // MARK: Observed session variables

    /// `var score = 0 { willSet { … } didSet { … } }` at the session's level or in a body: the
    /// variable, then its observers as closures (they may read the variable itself).
    public func observedVariableDeclaration(_ declaration: VariableDeclaration, at location: SourceLocation) throws -> Executor {
        var plain = declaration
        plain.willSet = nil
        plain.didSet = nil
        let declare = try variableDeclaration(plain, at: location)
        guard case .variable(let variable)? = lookup(declaration.name) else {
            throw Diagnostic("observers on this kind of variable are not supported in a session", at: declaration.nameLocation)
        }
        let observers = VariableObservers()
        let makeWillSet = try declaration.willSet.map { try observerClosure($0, "newValue", variable) }
        let makeDidSet = try declaration.didSet.map { try observerClosure($0, "oldValue", variable) }
        implicitCalls.variableObservers[ObjectIdentifier(variable)] = observers
        implicitCalls.hasAccessors = true
        return { execution in
            let flow = try declare(execution)
            observers.willSet = try makeWillSet?(execution)
            observers.didSet = try makeDidSet?(execution)
            return flow
        }
    }

    private func observerClosure(_ accessor: Accessor, _ defaultName: String, _ variable: Variable) throws -> (Execution) throws -> FunctionValue {
        let parameterName = accessor.parameterName ?? defaultName
        let parameter = Closure.Parameter(name: parameterName, type: nil, location: accessor.location)
        let closure = Closure(parameters: [parameter], resultType: nil, body: accessor.body)
        let expected = SessionType.function(parameters: [variable.type], result: .void)
        let saved = function.observedProperty
        function.observedProperty = variable.name
        defer { function.observedProperty = saved }
        let checked = try self.closure(closure, expecting: expected, at: accessor.location)
        let evaluate = checked.evaluate
        return { execution in
            guard case .function(let value) = try evaluate(execution) else { preconditionFailure("observer closure") }
            return value
        }
    }
}

extension Checker {
    /// A subscript's index arguments, evaluated once, in order.
    public static func indexValues(_ arguments: [CallArgument], in execution: Execution) throws -> [Value] {
        var indices: [Value] = []
        for argument in arguments {
            switch argument {
            case .value(let evaluate): indices.append(try evaluate(execution))
            case .variadic(let evaluators): indices.append(.array(try evaluators.map { try $0(execution) }))
            case .inout: preconditionFailure("subscripts take no inout parameters")
            }
        }
        return indices
    }

    /// `value[i]` for a type with declared subscripts: the getter.
    public func userSubscriptRead(_ base: Checked, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        if let slice = try userCollectionSliceRead(base, arguments, at: location) { return slice }
        guard let table = userMembers(of: base.type), !table.subscripts.isEmpty else { return nil }
        var getters = table.subscripts.map(\.getter)
        let labels = arguments.map(\.label)
        let generic = getters.filter { getter in
            getter.genericTemplate.map { $0.declaration.parameters.map(\.label) == labels } ?? false
        }
        let plain = getters.filter { $0.genericTemplate == nil }
        if let candidate = generic.first,
            plain.isEmpty || (try? chooseOverload(plain, arguments, expecting: nil, kind: "subscript", at: location)) == nil
        {
            // Of several generic overloads (`KeyPath` and `WritableKeyPath`), the first these
            // arguments fit: `point.sum`, a computed property, only makes a read-only key path.
            let fitting = generic.dropFirst().lazy.compactMap {
                try? self.genericMethodInstance($0, arguments, expecting: nil, typeName: base.type.displayName, at: location)
            }
            do {
                getters = [try genericMethodInstance(candidate, arguments, expecting: nil, typeName: base.type.displayName, at: location)]
            } catch {
                guard let other = fitting.first else { throw error }
                getters = [other]
            }
        } else {
            getters = plain
        }
        // Only generic subscripts, none of them with these labels (`values[keyPath: kp]` on a
        // type that declares `subscript<K>(key: K.Type)`): the built-in subscript's.
        if getters.isEmpty { return nil }
        if base.type.nominalType == nil, (try? chooseOverload(getters, arguments, expecting: nil, kind: "subscript", at: location)) == nil {
            // `self[i]` in an extension's `subscript(safe:)` of a library type: its own subscripts.
            return nil
        }
        let (getter, checkedArguments) = try chooseOverload(getters, arguments, expecting: nil, kind: "subscript", at: location)
        let all = [CallArgument.value(base.evaluate)] + checkedArguments
        return Checked(getter.resultType) { execution in
            guard let body = getter.body else { throw RuntimeError.fatal("subscript cannot run: its declaration failed") }
            return try Checker.invoke(body, all, in: execution)
        }
    }

    /// `value[i] = x` (or a write inside `value[i]`): the getter, then the setter.
    /// `numbers.second = 9` for `extension Array { var second: Element? { get … set … } }`:
    /// the getter reads the owner, the setter runs on a copy written back through its place.
    private func builtinMemberAccessor(_ base: Checked, _ name: String, at location: SourceLocation) throws -> (SessionType, AccessorWrite)? {
        guard let table = userMembers(of: base.type), let setter = table.setters[name],
            let property = table.computedProperties[name]
        else { return nil }
        if base.place?.depth == 0, base.type == function.selfType, isInsideObserver(of: name) { return nil }
        let write = try setterWrite(base, name, setter, at: location) { owner, execution in
            guard let body = table.computedProperties[name]?.body else { throw RuntimeError.fatal("getter of \(name) cannot run: its declaration failed") }
            return (try body.invoke(execution, [owner]), owner)
        }
        return (property.type, write)
    }

    /// A write through the property `name`'s setter. A `nonmutating set` writes through what
    /// the owner refers to (the owner, which may be a constant, is neither needed mutable nor
    /// written back); a mutating one runs on the owner read from its place, written back as a
    /// mutating method's `self`. `read` gives the property's value when the write needs it
    /// (`x += 1`), and the owner as the getter left it (a `mutating get` may change it).
    private func setterWrite(
        _ base: Checked, _ name: String, _ setter: UserMethod, at location: SourceLocation,
        read: @escaping (Value, Execution) throws -> (value: Value, owner: Value)
    ) throws -> AccessorWrite {
        if !setter.isMutating {
            let owner = base.evaluate
            return AccessorWrite(throughGetter: { execution, reads in
                let value = try owner(execution)
                let current = reads ? try read(value, execution).value : .void
                return (current, { newValue in
                    guard let body = setter.body else { throw RuntimeError.fatal("setter of \(name) cannot run: its declaration failed") }
                    _ = try body.invoke(execution, [value, newValue])
                })
            })
        }
        let place = try mutablePlace(base, name, at: location)
        return AccessorWrite(throughGetter: { execution, reads in
            let resolved = try place.resolve(execution)
            var owner = try resolved.read(in: execution)
            var current: Value = .void
            if reads { (current, owner) = try read(owner, execution) }
            return (current, { newValue in
                try Checker.invokeMutating(setter, on: resolved, owner, [newValue], in: execution)
            })
        })
    }

    /// `values[keyPath: kp] = v` on a type whose own subscripts take other labels
    /// (`EnvironmentValues`' `subscript<K>(key: K.Type)`): the key path's write, not theirs.
    static func isBuiltinKeyPathSubscript(_ arguments: [Argument], of table: UserMembers) -> Bool {
        guard arguments.count == 1, arguments[0].label == "keyPath" else { return false }
        return !table.subscripts.contains { entry in
            (entry.getter.genericTemplate?.declaration.parameters.map(\.label) ?? entry.getter.parameters.map(\.label)) == ["keyPath"]
        }
    }

    fileprivate func subscriptAccessor(
        _ base: Checked, _ table: UserMembers, _ arguments: [Argument], at location: SourceLocation
    ) throws -> (SessionType, AccessorWrite) {
        var entries = table.subscripts
        let labels = arguments.map(\.label)
        let generics = entries.filter { $0.getter.genericTemplate?.declaration.parameters.map(\.label) == labels }
        // A write prefers a subscript with a setter: with both `KeyPath` and `WritableKeyPath`
        // overloads of `subscript(dynamicMember:)`, `point.x = 10` takes the writable one.
        if let generic = generics.first(where: { $0.setter != nil }) ?? generics.first {
            // A generic subscript: the getter and setter specialized for these indices.
            let getter = try genericMethodInstance(generic.getter, arguments, expecting: nil, typeName: base.type.displayName, at: location)
            let setter = try generic.setter.map {
                try genericMethodInstance($0, arguments, expecting: nil, typeName: base.type.displayName, at: location)
            }
            entries = [(getter, setter)]
        } else if entries.contains(where: { $0.setter == nil }), entries.contains(where: { $0.setter != nil }),
            (try? chooseOverload(entries.filter { $0.setter != nil }.map(\.getter), arguments, expecting: nil, kind: "subscript", at: location)) != nil
        {
            entries = entries.filter { $0.setter != nil }
        }
        let (getter, checkedArguments) = try chooseOverload(
            entries.map(\.getter), arguments, expecting: nil, kind: "subscript", at: location)
        guard let setter = entries.first(where: { $0.getter === getter })?.setter else {
            throw Diagnostic("cannot assign through subscript: subscript is get-only", at: location)
        }
        if !setter.isMutating {
            // A class's subscript (or a nonmutating setter): the instance is not written back.
            let owner = base.evaluate
            return (getter.resultType, AccessorWrite(throughGetter: { execution, reads in
                let value = try owner(execution)
                let indices = try Checker.indexValues(checkedArguments, in: execution)
                guard let getterBody = getter.body, let setterBody = setter.body else { throw RuntimeError.fatal("subscript cannot run: its declaration failed") }
                let current = reads ? try getterBody.invoke(execution, [value] + indices) : .void
                return (current, { newValue in _ = try setterBody.invoke(execution, [value] + indices + [newValue]) })
            }))
        }
        let place = try mutablePlace(base, "subscript", at: location)
        return (getter.resultType, AccessorWrite(throughGetter: { execution, reads in
            let resolved = try place.resolve(execution)
            let owner = try resolved.read(in: execution)
            // The indices are evaluated once, before the getter, as Swift does.
            let indices = try Checker.indexValues(checkedArguments, in: execution)
            guard let getterBody = getter.body else { throw RuntimeError.fatal("subscript cannot run: its declaration failed") }
            let current = reads ? try getterBody.invoke(execution, [owner] + indices) : .void
            return (current, { newValue in
                try Checker.invokeMutating(setter, on: resolved, owner, indices + [newValue], in: execution)
            })
        }))
    }
}
