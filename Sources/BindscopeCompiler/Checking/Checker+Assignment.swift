import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// `target = value` and `target op= value` through any path, state or binding. The value
    /// is evaluated first, then written in place; the journal records how to undo the write.
    /// `operatorLocation`: where a compound assignment's errors are reported (its operator).
    public func assignment(
        _ target: Expression, _ op: String, _ value: Expression, at location: SourceLocation,
        operatorAt operatorLocation: SourceLocation? = nil
    ) throws -> Executor {
        let write = try plainAssignment(target, op, value, at: location, operatorAt: operatorLocation)
        return try skippedWhenChainIsNil(target, write)
    }

    private func plainAssignment(
        _ target: Expression, _ op: String, _ value: Expression, at location: SourceLocation,
        operatorAt operatorLocation: SourceLocation?
    ) throws -> Executor {
        if case .discard = target.kind, op == "=" {
            let evaluate = try checkValue(value).evaluate
            return { execution in
                _ = try evaluate(execution)
                return .proceed
            }
        }
        if op == "=", case .tuple(let elements) = target.kind, elements.allSatisfy({ $0.label == nil }) {
            return try tupleAssignment(elements, value, at: location)
        }
        if let initialization = try firstInitialization(target, op, value) { return initialization }
        if let initialization = try wrappedLocalInitialization(target, op, value) { return initialization }
        if let initialization = try wrappedFieldInitialization(target, op, value, at: location) { return initialization }
        if let write = try computedVariableAssignment(target, op, value, at: operatorLocation ?? location) { return write }
        if let write = try accessorAssignment(target, op, value, at: location, operatorAt: operatorLocation) { return write }
        if let write = try rangeSubscriptAssignment(target, op, value, at: location) { return write }
        if op == "=", case .identifier(let name) = target.kind, case .variable(let variable)? = lookup(name),
            variable.isDeferredConstant
        {
            throw Diagnostic("immutable value '\(name)' may only be initialized once", at: operatorLocation ?? target.location)
        }
        if case .identifier(let name) = target.kind, name.hasPrefix("$"),
            !(Int(name.dropFirst()).map(function.inoutParameters.contains) ?? false)
        {
            throw Diagnostic("cannot assign to value: '\(name)' is immutable", at: target.location)
        }
        // `a?.b = x` writes a `b` (when `a` is not nil): the value has b's type, not b's optional.
        var targetExpression = target
        if case .optionalEvaluation(let chain) = target.kind { targetExpression = chain }
        // `prices["apple"]? *= 2`, `selection? = 3`: a `?` ending the target writes only when
        // there is a value.
        // `x = nil` with `x: Int!` assigns the optional; `x += 1` its value.
        if op == "=" { keepsOptional(targetExpression) }
        let checkedTarget = try checkOperand(targetExpression)
        guard let place = checkedTarget.place else {
            let checkedValue = try checkValue(value, expecting: checkedTarget.type)
            if checkedValue.type != checkedTarget.type, conversion(of: checkedValue, to: checkedTarget.type) == nil {
                throw Diagnostic(ConversionContext.assignment.mismatch(checkedValue.type, checkedTarget.type), at: value.location)
            }
            throw Diagnostic("cannot assign to value: expression is immutable", at: target.location)
        }
        if let error = assignmentError(place, target: target, compound: op != "=", operatorAt: operatorLocation) { throw error }
        if op == "=" {
            let newValue = try check(value, as: checkedTarget.type, in: assignmentContext(target, checkedTarget.type)).evaluate
            if place.depth == 0, let observed = place.observedWrite {
                return { execution in
                    try observed.assign(execution, newValue)
                    return .proceed
                }
            }
            if let wholeBox = place.wholeBox {
                return { execution in
                    let box = try wholeBox(execution)
                    let replacement = try newValue(execution)
                    try execution.update(box, []) { _ in replacement }
                    return .proceed
                }
            }
            return { execution in
                if try place.writeDirectly(execution, { try $0.assign(execution, newValue) }) { return .proceed }
                let target = try place.resolve(execution)
                let replacement = try newValue(execution)
                try target.assign(execution, replacement)
                return .proceed
            }
        }
        if let call = try userCompoundAssignment(target, op, value, targetType: checkedTarget.type, at: location) {
            return call
        }
        if let shift = try mixedShiftAssignment(target, op, value, targetType: checkedTarget.type, at: location) { return shift }
        let arithmeticOperator = String(op.dropLast())
        let type = checkedTarget.type
        lastIntArithmetic = nil
        let operand = try appendedSlice(value, to: type, op: arithmeticOperator) ?? check(value, as: type, in: .argument)
        guard let operation = Operators.arithmetic(arithmeticOperator, on: type, at: location, limit: memoryLimit) else {
            throw Diagnostic(
                "binary operator '\(op)' cannot be applied to operands of type '\(type.displayName)' and '\(operand.type.displayName)'",
                at: location)
        }
        let evaluate = operand.evaluate
        if place.depth == 0, let slot = place.boxSlot, type == .int,
            let add = Operators.integerUpdate(arithmeticOperator, at: location)
        {
            // `total += i % 7` in a loop: the Int is updated in the box itself when nothing
            // needs to hear of the write (see `Execution.writesWithoutBookkeeping`); the box
            // is lent by its slot once the right side has run.
            let right = intEvaluator(of: operand, value).run
            return { execution in
                let right = try right(execution)
                try slot.withBox(in: execution) { box in
                    if execution.writesWithoutBookkeeping(box), case .int(let old) = box.value {
                        box.storeInt(try add(old, right))
                    } else {
                        try execution.update(box, []) { .int(try add($0.asInt, right)) }
                    }
                }
                return .proceed
            }
        }
        if let wholeBox = place.wholeBox, type == .int,
            let add = Operators.integerUpdate(arithmeticOperator, at: location)
        {
            return { execution in
                let box = try wholeBox(execution)
                let right = try evaluate(execution)
                if execution.writesWithoutBookkeeping(box), case .int(let old) = box.value {
                    box.value = .int(try add(old, right.asInt))
                } else {
                    try execution.update(box, []) { .int(try add($0.asInt, right.asInt)) }
                }
                return .proceed
            }
        }
        if let wholeBox = place.wholeBox {
            return { execution in
                let box = try wholeBox(execution)
                let right = try evaluate(execution)
                try execution.update(box, []) { try operation($0, right) }
                return .proceed
            }
        }
        if place.depth == 0, let observed = place.observedWrite {
            return { execution in
                try observed.update(execution, evaluate, operation)
                return .proceed
            }
        }
        return { execution in
            if try place.writeDirectly(execution, { try $0.update(execution, evaluate, operation) }) { return .proceed }
            let target = try place.resolve(execution)
            let right = try evaluate(execution)
            try target.update(execution) { try operation($0, right) }
            return .proceed
        }
    }

    /// `x = value` for a variable declared without a value (`var x: Int`, `@Binding var b: T`
    /// through `_b = binding`): the first assignment initializes it.
    private func firstInitialization(_ target: Expression, _ op: String, _ value: Expression) throws -> Executor? {
        guard op == "=", case .identifier(let name) = target.kind,
            case .variable(let variable)? = lookup(name), !variable.isInitialized,
            variable.owner === function, !scope.hasInitialized(variable)
        else { return nil }
        let evaluate = try check(value, as: variable.type, in: .assignment).evaluate
        // Only an assignment in the declaring block surely runs before later reads; one in an
        // `if` or a loop may not, and Swift would reject a read after that block (one in it
        // is fine).
        if scope.entries[name] != nil { variable.isInitialized = true } else { scope.noteInitialized(variable) }
        let slot = variable.slot
        // Into the box the declaration made: a dependent may already read it (`@Binding var b`
        // is one from its declaration), and the journal can undo it.
        return { execution in
            let value = try evaluate(execution)
            try execution.update(execution.frame.locals[slot], []) { _ in value }
            return .proceed
        }
    }

    /// Swift words assignments through a subscript after the subscript's element type.
    private func assignmentContext(_ target: Expression, _ type: SessionType) -> ConversionContext {
        guard case .subscriptAccess(let base, let arguments) = target.kind, arguments.count == 1,
            arguments[0].label == nil || arguments[0].label == "default"
        else { return .assignment }
        let isDictionary = (try? check(base)).map { if case .dictionary = $0.type { true } else { false } } ?? false
        return .subscriptAssignment(elementType: isDictionary ? type.unwrappedOnce : type)
    }

    /// Swift's message for writing to something immutable, placed where swiftc places it.
    private func assignmentError(
        _ place: Place, target: Expression, compound: Bool, operatorAt operatorLocation: SourceLocation?
    ) -> Diagnostic? {
        var location = target.location
        if case .member(_, _, let nameLocation) = target.kind { location = nameLocation }
        guard let error = place.assignmentError(at: location) else { return nil }
        if compound {
            // `y += 1`, `p.x += 1`: the same reason, worded for the operator and placed at it.
            for prefix in ["cannot assign to value: ", "cannot assign to property: "] where error.message.hasPrefix(prefix) {
                return Diagnostic(
                    "left side of mutating operator isn't mutable: " + error.message.dropFirst(prefix.count),
                    at: operatorLocation ?? location)
            }
        }
        if case .subscriptAccess = target.kind, case .letConstant(let name)? = place.immutability {
            return Diagnostic("cannot assign through subscript: '\(name)' is a 'let' constant", at: location)
        }
        return error
    }
}
