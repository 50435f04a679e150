/// An `Int` expression evaluated to a machine word, with no `Value` made or taken apart on the
/// way: the form loops compute their indices and sums in (`model.rows[i % 10]`, `total += …`).
///
/// The checker knows which expressions are `Int`; for the commonest ones (a variable, a
/// literal, arithmetic, a stored property or element read through a place) it builds this form
/// beside the `Value` evaluator, and the `Value` evaluator of arithmetic is then the form's
/// result made a `.int`. Each form does exactly what its `Value` twin does (the same reads
/// noted for dependents, the same traps in the same order), only without the enum: a variable
/// read as a `Value` copies the enum through its outlined copy, and an operator then switches
/// on it again, which cost more than the arithmetic.
///
/// A struct around the closure, never an optional closure: one stored in an optional, or in a
/// generic container, is called through a reabstraction thunk.
struct IntForm {
    let run: (Execution) throws -> Int
}

extension Checked {
    /// An Int expression known only by its form (arithmetic): its `Value` evaluator is the
    /// form's result.
    init(int form: IntForm) {
        self.init(.int) { .int(try form.run($0)) }
        intForm = form
    }

    /// This Int expression's form as a word: its own when the checker made one, otherwise its
    /// `Value` evaluator unwrapped.
    var intEvaluator: IntForm {
        if let intForm { return intForm }
        let evaluate = evaluate
        return IntForm { try evaluate($0).asInt }
    }

    /// The same expression, also known by `form` (nil leaves it as it is).
    func with(intForm form: IntForm?) -> Checked {
        var copy = self
        if let form { copy.intForm = form }
        return copy
    }
}

extension Box {
    /// The Int this box holds, read where it is (matching on `value` would copy the enum).
    @inline(__always)
    var intValue: Int {
        if case .int(let value) = value { return value }
        preconditionFailure("checked as Int, found \(value)")
    }

    /// Stores an Int in the box (see `Value.store`).
    @inline(__always)
    func storeInt(_ int: Int) {
        withUnsafeMutablePointer(to: &value) { $0.store(.int(int)) }
    }
}

extension UnsafeMutablePointer where Pointee == Value {
    /// Stores `value` here. Over an Int, a Double or a Bool (what loops write over and over)
    /// the old value holds no reference, so it is overwritten without the outlined destroy
    /// that an assignment calls for any value.
    @inline(__always)
    func store(_ value: Value) {
        switch pointee {
        case .int, .double, .bool: initialize(to: value)
        default: pointee = value
        }
    }
}

extension Checker {
    /// The form of reading an Int variable, mirroring `valueAccessor` and (when `tracksReads`)
    /// `trackedValueAccessor`: while a dependent is evaluated the read is noted, as there.
    func intAccessor(_ variable: Variable, tracksReads: Bool) -> IntForm {
        let slot = variable.slot
        if variable.owner === function {
            guard tracksReads else { return IntForm { $0.withCurrentFrame { $0.locals[slot].intValue } } }
            return IntForm { execution in
                guard execution.recorder != nil else { return execution.withCurrentFrame { $0.locals[slot].intValue } }
                let box = execution.frame.locals[slot]
                execution.noteRead(box)
                return box.intValue
            }
        }
        let index = function.captureSlot(for: variable)
        guard tracksReads else { return IntForm { $0.withCurrentFrame { $0.captures[index].intValue } } }
        return IntForm { execution in
            guard execution.recorder != nil else { return execution.withCurrentFrame { $0.captures[index].intValue } }
            let box = execution.frame.captures[index]
            execution.noteRead(box)
            return box.intValue
        }
    }
}

extension Place {
    /// The form of reading this place's Int when `Place.read` reads it directly (outside a
    /// dependent, once the direct access is made): the walk's leaf, never made a `Value`.
    /// Everything else (the first read, which makes the access; a dependent recording what
    /// it reads) runs `evaluate`, the expression's own evaluator, through `Place.read`.
    func intRead(_ evaluate: @escaping Evaluator) -> IntForm? {
        switch readMode {
        case .plain, .recordedPath(readsDirectly: false): return nil
        case .direct, .recordedPath(readsDirectly: true): break
        }
        return IntForm { execution in
            if execution.recorder == nil, let directAccessReference = self.directAccessReference {
                return try directAccessReference._withUnsafeGuaranteedRef { try $0.readInt(execution) }
            }
            return try evaluate(execution).asInt
        }
    }
}
