import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// `name(arguments)` where `name` is a declared function: the overload whose labels and
    /// types fit the arguments.
    public func functionCall(
        _ overloads: [DeclaredFunction], _ arguments: [Argument], expecting expected: SessionType?,
        kind: String, at location: SourceLocation
    ) throws -> Checked {
        let (chosen, checkedArguments) = try chooseOverload(
            overloads, arguments, expecting: expected, kind: kind, at: location)
        if chosen.throwsErrors { try requireTry(callingThrowing: chosen.fullName, at: location, errorType: chosen.errorType) }
        let box = boxAccessor(chosen.variable)
        // Plain values only (no inout, no variadic): evaluated straight into the argument list.
        let plainArguments = checkedArguments.compactMap { argument -> PlainArgument? in
            if case .value(let evaluate) = argument { return PlainArgument(evaluate: evaluate) }
            return nil
        }
        if let scalar = chosen.scalar, plainArguments.count == checkedArguments.count {
            // A function of the scalar tier reads nothing but its arguments: no need to
            // fetch its value.
            return Checked(chosen.resultType) { execution in
                var values: [Value] = []
                values.reserveCapacity(plainArguments.count)
                for argument in plainArguments { values.append(try argument.evaluate(execution)) }
                return try scalar.invoke(values, in: execution)
            }
        }
        if plainArguments.count == checkedArguments.count {
            return Checked(chosen.resultType) { execution in
                guard case .function(let function) = box(execution).value else {
                    preconditionFailure("function '\(chosen.fullName)' called before its declaration ran")
                }
                if let direct = function.direct {
                    let frame = direct.takeFrame()
                    for slot in plainArguments.indices {
                        direct.pass(try plainArguments[slot].evaluate(execution), at: slot, in: frame)
                    }
                    return try direct.run(frame, in: execution)
                }
                var values: [Value] = []
                values.reserveCapacity(plainArguments.count)
                for argument in plainArguments { values.append(try argument.evaluate(execution)) }
                return try function.invoke(execution, values)
            }
        }
        return Checked(chosen.resultType) { execution in
            guard case .function(let function) = box(execution).value else {
                preconditionFailure("function '\(chosen.fullName)' called before its declaration ran")
            }
            return try Checker.invoke(function, checkedArguments, in: execution)
        }
    }

    /// Evaluates the arguments left to right, calls, and writes inout arguments back.
    public static func invoke(_ function: FunctionValue, _ arguments: [CallArgument], in execution: Execution) throws -> Value {
        if let direct = function.direct, let result = try direct.callIfSimple(arguments, in: execution) {
            return result
        }
        var values: [Value] = []
        values.reserveCapacity(arguments.count)
        var writeBacks: [(ResolvedPlace, Box)] = []
        for argument in arguments {
            switch argument {
            case .value(let evaluate):
                values.append(try evaluate(execution))
            case .variadic(let evaluators):
                var elements: [Value] = []
                elements.reserveCapacity(evaluators.count)
                for evaluate in evaluators { elements.append(try evaluate(execution)) }
                values.append(.array(elements))
            case .inout(let place):
                if let wholeBox = place.wholeBox {
                    // A variable itself: the callee works on its box. Swift's exclusive access
                    // makes this the same as copying in and out, and the callee's writes are
                    // journaled and logged as writes to the variable.
                    values.append(.state(try wholeBox(execution)))
                    continue
                }
                let resolved = try place.resolve(execution)
                // Made by this statement: writes to it need no journal entries (the write-back is journaled).
                let temporary = Box(try resolved.read(in: execution), bornIn: execution.journal)
                writeBacks.append((resolved, temporary))
                values.append(.state(temporary))
            }
        }
        let result: Value
        do {
            result = try function.invoke(execution, values)
        } catch let thrown as ThrownError {
            // Swift writes inout arguments back even when the call throws.
            try writeBack(writeBacks, in: execution)
            throw thrown
        }
        try writeBack(writeBacks, in: execution)
        return result
    }

    private static func writeBack(_ writeBacks: [(ResolvedPlace, Box)], in execution: Execution) throws {
        for (place, temporary) in writeBacks {
            let final = temporary.value
            try place.modify(execution) { current in
                let old = current
                current = final
                return { $0 = old }
            }
        }
    }

    /// Picks the overload the arguments fit. With one candidate by labels, its own errors are
    /// reported (a wrong type, a missing `&`); among several, the one whose argument types fit
    /// exactly wins, as Swift prefers `Int` for an integer literal.
    public func chooseOverload<Function: CallableSignature>(
        _ overloads: [Function], _ arguments: [Argument], expecting expected: SessionType?,
        kind: String, at location: SourceLocation
    ) throws -> (Function, [CallArgument]) {
        var labelMatches: [(Function, [[Argument]])] = []
        var firstLabelError: Diagnostic?
        for candidate in overloads {
            switch matchLabels(candidate, arguments, at: location) {
            case .success(let matched): labelMatches.append((candidate, matched))
            case .failure(let error): firstLabelError = firstLabelError ?? error
            }
        }
        if labelMatches.isEmpty {
            if overloads.count == 1, let firstLabelError { throw firstLabelError }
            throw Diagnostic("no exact matches in call to \(kind) '\(overloads[0].name)'", at: location)
        }
        if labelMatches.count == 1 {
            let (candidate, matched) = labelMatches[0]
            let checked = try checkArguments(candidate, matched, at: location)
            noteChosen(candidate, at: location)
            return (candidate, checked)
        }
        var fitting: [(Function, [CallArgument], score: Int)] = []
        for (candidate, matched) in labelMatches {
            guard let checked = try? checkArguments(candidate, matched, at: location) else { continue }
            var score = 0
            for (parameter, group) in zip(candidate.parameters, matched) {
                for argument in group {
                    var value = argument.value
                    if case .inoutArgument(let inner) = value.kind { value = inner }
                    guard let natural = try? checkValue(value) else { continue }
                    score += Checker.fitScore(natural.type, to: parameter.type)
                }
            }
            if let expected, candidate.resultType == expected { score += 10 }
            fitting.append((candidate, checked, score))
        }
        guard let best = fitting.max(by: { $0.score < $1.score }) else {
            throw Diagnostic("no exact matches in call to \(kind) '\(overloads[0].name)'", at: location)
        }
        let tied = fitting.filter { $0.score == best.score }
        if tied.count > 1 {
            // `buildBlock()` beside `buildBlock(_ parts: Int...)`: Swift ranks the overload
            // that takes the arguments without a variadic parameter above the one with one.
            let fixed = tied.filter { !$0.0.parameters.contains(where: \.isVariadic) }
            guard fixed.count == 1 else { throw Diagnostic("ambiguous use of '\(overloads[0].name)'", at: location) }
            noteChosen(fixed[0].0, at: location)
            return (fixed[0].0, fixed[0].1)
        }
        noteChosen(best.0, at: location)
        return (best.0, best.1)
    }

    /// How closely an argument of type `argument` fits a parameter of type `parameter`, for
    /// choosing among overloads as Swift ranks them: the same type first, then a superclass
    /// of the argument's class, then a protocol it conforms to, then `Any`.
    static func fitScore(_ argument: SessionType, to parameter: SessionType) -> Int {
        if argument == parameter { return 10 }
        guard case .nominal(let given) = argument, case .nominal(let wanted) = parameter else { return 0 }
        if given.isClass, wanted.isClass, given.isSubclass(of: wanted) { return 2 }
        if wanted.kind == .protocolType, given.conformances.contains(wanted.name) { return 1 }
        return 0
    }

    /// Assigns arguments to parameters by label, in order: a parameter with a default may be
    /// skipped, a variadic one takes its labelled argument and the unlabelled ones after it.
    private func matchLabels(
        _ function: some CallableSignature, _ arguments: [Argument], at location: SourceLocation
    ) -> Result<[[Argument]], Diagnostic> {
        let direct = matchLabelsInOrder(function, arguments, at: location)
        guard case .failure = direct, let trailing = Checker.unlabelledTrailingClosure(arguments) else { return direct }
        // A trailing closure (the parser gives it no label) fills the first function-typed
        // parameter still open, labelled or not, as Swift's forward scan does.
        for parameter in function.parameters {
            // `onChange: ((Int) -> Void)? = nil` takes one too.
            guard let label = parameter.label, case .function = parameter.type.unwrappedOnce else { continue }
            if arguments.indices.contains(where: { $0 != trailing && arguments[$0].label == label }) { continue }
            var relabelled = arguments
            relabelled[trailing].label = label
            if case .success(let groups) = matchLabelsInOrder(function, relabelled, at: location) { return .success(groups) }
        }
        return direct
    }

    private func matchLabelsInOrder(
        _ function: some CallableSignature, _ arguments: [Argument], at location: SourceLocation
    ) -> Result<[[Argument]], Diagnostic> {
        let parameters = function.parameters
        if parameters.isEmpty, let first = arguments.first {
            let message = arguments.count == 1
                ? "argument passed to call that takes no arguments" : "arguments passed to call that takes no arguments"
            return .failure(Diagnostic(message, at: first.location))
        }
        if arguments.count == parameters.count, !parameters.contains(where: \.isVariadic),
            let error = pairwiseLabelError(parameters.map(\.label), arguments)
        {
            return .failure(error)
        }
        var groups: [[Argument]] = []
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            let laterLabels = parameters[(index + 1)...].map(\.label)
            if next < arguments.count, arguments[next].label == parameter.label {
                var group = [arguments[next]]
                next += 1
                if parameter.isVariadic {
                    while next < arguments.count, arguments[next].label == nil { group.append(arguments[next]); next += 1 }
                }
                groups.append(group)
                continue
            }
            if parameter.isVariadic || parameter.defaultValue != nil {
                if next >= arguments.count || laterLabels.contains(arguments[next].label) {
                    groups.append([])
                    continue
                }
            }
            guard next < arguments.count else {
                let name = parameter.label.map { "'\($0)'" } ?? "#\(index + 1)"
                // swiftc points at the `)`; with no arguments it follows the name and `(`.
                var place = location
                if arguments.isEmpty { place.column += function.name.utf8.count + 1 }
                return .failure(Diagnostic("missing argument for parameter \(name) in call", at: place))
            }
            let argument = arguments[next]
            if laterLabels.contains(argument.label) {
                let name = parameter.label.map { "'\($0)'" } ?? "#\(index + 1)"
                return .failure(Diagnostic("missing argument for parameter \(name) in call", at: argument.location))
            }
            switch (argument.label, parameter.label) {
            case (nil, let expected?):
                return .failure(Diagnostic("missing argument label '\(expected):' in call", at: argument.location))
            case (let given?, nil):
                return .failure(Diagnostic("extraneous argument label '\(given):' in call", at: argument.location))
            case (let given?, let expected?):
                return .failure(Diagnostic(
                    "incorrect argument label in call (have '\(given):', expected '\(expected):')",
                    at: argument.location))
            case (nil, nil):
                preconditionFailure("matching labels handled above")
            }
        }
        if next < arguments.count {
            let extra = arguments[next]
            let message = extra.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call"
            return .failure(Diagnostic(message, at: extra.location))
        }
        return .success(groups)
    }

    /// Swift's wording when every parameter has an argument but some labels differ; placed
    /// at the call's `(`, as swiftc does.
    private func pairwiseLabelError(_ labels: [String?], _ arguments: [Argument]) -> Diagnostic? {
        let mismatched = zip(arguments, labels).filter { $0.label != $1 }
        guard !mismatched.isEmpty else { return nil }
        var location = arguments[0].location
        location.column = max(1, location.column - 1)
        let plural = mismatched.count > 1 ? "s" : ""
        if mismatched.allSatisfy({ $0.0.label == nil }) {
            let missing = mismatched.map { "\($0.1!):" }.joined()
            return Diagnostic("missing argument label\(plural) '\(missing)' in call", at: location)
        }
        if mismatched.allSatisfy({ $0.1 == nil }) {
            let extra = mismatched.map { "\($0.0.label!):" }.joined()
            return Diagnostic("extraneous argument label\(plural) '\(extra)' in call", at: location)
        }
        let have = arguments.map { "\($0.label ?? "_"):" }.joined()
        let expected = labels.map { "\($0 ?? "_"):" }.joined()
        return Diagnostic("incorrect argument label\(plural) in call (have '\(have)', expected '\(expected)')", at: location)
    }

    /// Checks each argument against its parameter's type.
    private func checkArguments(
        _ function: some CallableSignature, _ groups: [[Argument]], at location: SourceLocation
    ) throws -> [CallArgument] {
        var result: [CallArgument] = []
        for (parameter, group) in zip(function.parameters, groups) {
            if parameter.isVariadic {
                if group.isEmpty, let defaultValue = parameter.defaultValue {
                    result.append(.value(defaultValue))
                } else {
                    result.append(.variadic(try group.map { try checkPlainArgument($0, as: parameter.type) }))
                }
                continue
            }
            guard let argument = group.first else {
                if let magic = parameter.callSiteDefault {
                    // Swift's `#column` there is the call's `(`, right after the name called
                    // (`location` is the name's; an initializer's is its type's, not known here).
                    var parenthesis = location
                    if function.name != "init" { parenthesis.column += function.name.count }
                    result.append(.value(callSiteDefault(magic, at: parenthesis)))
                    continue
                }
                guard let defaultValue = parameter.defaultValue else { preconditionFailure("unmatched parameter") }
                result.append(.value(defaultValue))
                continue
            }
            if parameter.isInout {
                result.append(.inout(try inoutArgument(argument, as: parameter.type)))
            } else if parameter.isAutoclosure {
                // `@autoclosure`: the argument is the body of a closure the callee calls.
                let location = argument.value.location
                let body = [Statement(.expression(argument.value), at: location)]
                let closure = Expression(.closure(Closure(parameters: nil, resultType: nil, body: body)), at: location)
                result.append(.value(try check(closure, as: parameter.type, in: .argument).evaluate))
            } else if let builder = parameter.resultBuilder {
                // `VStack { … }`: the closure's body is rewritten by the parameter's builder.
                var built = argument
                built.value = try builderClosure(argument.value, builder: builder)
                result.append(.value(try checkPlainArgument(built, as: parameter.type)))
            } else {
                result.append(.value(try checkPlainArgument(argument, as: parameter.type)))
            }
        }
        return result
    }

    /// An argument for a parameter that is not `inout`, of a declared function or a function value.
    public func checkPlainArgument(_ argument: Argument, as type: SessionType) throws -> Evaluator {
        if case .inoutArgument(let inner) = argument.value.kind {
            let checked = try checkValue(inner)
            throw Diagnostic("'&' used with non-inout argument of type '\(checked.type.displayName)'", at: argument.value.location)
        }
        if case .identifier(let name) = argument.value.kind, case .function(let parameters, _) = type,
            parameters.count == 2, let first = name.unicodeScalars.first, "+-*/%<>=!&|".unicodeScalars.contains(first)
        {
            // An operator passed as a function (`compute(*)`): the closure `{ $0 * $1 }`.
            let location = argument.value.location
            let operands = (Expression(.identifier("$0"), at: location), Expression(.identifier("$1"), at: location))
            let body = Expression(.binary(operator: name, lhs: operands.0, rhs: operands.1), at: location)
            let closure = Closure(parameters: nil, resultType: nil, body: [Statement(.expression(body), at: location)])
            return try check(Expression(.closure(closure), at: location), as: type, in: .argument).evaluate
        }
        return try check(argument.value, as: type, in: .argument).evaluate
    }

    /// `&place` for an `inout` parameter: a mutable place of exactly the parameter's type.
    public func inoutArgument(_ argument: Argument, as type: SessionType) throws -> Place {
        guard case .inoutArgument(let inner) = argument.value.kind else {
            let checked = try checkValue(argument.value, expecting: type)
            throw Diagnostic(
                "passing value of type '\(checked.type.displayName)' to an inout parameter requires explicit '&'",
                at: argument.value.location)
        }
        // Swift places "cannot pass immutable value" at the `&`, not at the place after it.
        switch inner.kind {
        case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral, .nilLiteral, .arrayLiteral, .dictionaryLiteral:
            throw Diagnostic("cannot pass immutable value as inout argument: literals are not mutable", at: argument.value.location)
        default:
            break
        }
        let checked = try checkValue(inner, expecting: type)
        if checked.place?.isOptionalChain == true {
            throw Diagnostic("optional chains as inout arguments are not supported in a session", at: inner.location)
        }
        guard let place = checked.place else {
            throw Diagnostic("cannot pass immutable value as inout argument: expression is immutable", at: argument.value.location)
        }
        if let immutability = place.immutability {
            let reason: String = switch immutability {
            case .letConstant("self"): "'self' is immutable"
            case .letConstant(let name), .letProperty(let name): "'\(name)' is a 'let' constant"
            case .getOnly(let name): "'\(name)' is a get-only property"
            case .watch(let name): "'\(name)' is a watch; change what it reads instead"
            case .readOnlyKeyPath(let name): "\(name) is a read-only key path"
            }
            throw Diagnostic("cannot pass immutable value as inout argument: \(reason)", at: argument.value.location)
        }
        guard checked.type == type else {
            throw Diagnostic(
                "cannot convert value of type '\(checked.type.displayName)' to expected argument type '\(type.displayName)'",
                at: inner.location)
        }
        return place
    }
}

extension ResolvedPlace {
    /// The current value at the place (for an inout argument's copy-in).
    public func read(in execution: Execution) throws -> Value {
        switch target {
        case .box(let box):
            // A `?` that met nil ends the chain: `person?.rename()` does nothing.
            guard let value = try box.value.read(steps[...], in: execution) else { throw OptionalChainEnded() }
            return value
        case .binding(let binding):
            return try binding.appending(steps).read(in: execution)
        }
    }
}

extension Checker {
    /// A declared function named without a call: its value (`let f = add`, `map(double)`).
    /// Among overloads, the one whose type the context expects (`let g: (Int, Int) -> Int = divide`).
    public func functionReference(
        _ overloads: [DeclaredFunction], named name: String, at location: SourceLocation, expecting expected: SessionType? = nil
    ) throws -> Checked {
        let chosen = Checker.overloadOfType(overloads, expected) { $0.type }
        guard chosen.count == 1 else {
            throw Diagnostic("ambiguous use of '\(name)'", at: location)
        }
        let function = chosen[0]
        let box = boxAccessor(function.variable)
        return Checked(function.type) { box($0).value }
    }
}

extension Checker {
    /// The standard library's `swap(&a, &b)`.
    public func swapCall(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, [nil, nil], callee: "swap", at: location)
        guard case .inoutArgument(let firstInner) = arguments[0].value.kind else {
            _ = try inoutArgument(arguments[0], as: .any)
            preconditionFailure("inoutArgument throws for a missing '&'")
        }
        let type = try checkValue(firstInner).type
        let first = try inoutArgument(arguments[0], as: type)
        let second = try inoutArgument(arguments[1], as: type)
        return Checked(.void) { execution in
            let a = try first.resolve(execution), b = try second.resolve(execution)
            let valueA = try a.read(in: execution), valueB = try b.read(in: execution)
            try a.modify(execution) { current in
                let old = current
                current = valueB
                return { $0 = old }
            }
            try b.modify(execution) { current in
                let old = current
                current = valueA
                return { $0 = old }
            }
            return .void
        }
    }
}

extension Checker {
    /// `Button(title: "OK") { … }`: a trailing closure (unlabelled, last) takes the label of
    /// the first function-typed parameter no other argument names.
    public static func labellingTrailingClosure(_ arguments: [Argument], _ parameters: [(label: String, type: SessionType)]) -> [Argument] {
        guard let trailing = unlabelledTrailingClosure(arguments) else { return arguments }
        let named = Set(arguments.compactMap(\.label))
        guard let target = parameters.first(where: { parameter in
            if case .function = parameter.type.unwrappedOnce { return !named.contains(parameter.label) }
            return false
        }) else { return arguments }
        var relabelled = arguments
        relabelled[trailing].label = target.label
        return relabelled
    }

    /// The position of the unlabelled closure that starts a call's trailing closures: the
    /// last argument, or the one before the labelled closures that follow it
    /// (`load(3) { … } failure: { … }`); nil when there is none.
    public static func unlabelledTrailingClosure(_ arguments: [Argument]) -> Int? {
        var index = arguments.count - 1
        while index >= 0, arguments[index].label != nil, case .closure = arguments[index].value.kind { index -= 1 }
        guard index >= 0, arguments[index].label == nil, case .closure = arguments[index].value.kind else { return nil }
        return index
    }
}
