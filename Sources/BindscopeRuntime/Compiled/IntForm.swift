import BindscopeLanguage

/// An `Int` expression evaluated to a machine word, with no `Value` made or taken apart on the
/// way: the form loops compute their indices and sums in (`model.rows[i % 10]`, `total += …`).
///
/// The checker knows which expressions are `Int`; for the commonest ones (a variable, a stored
/// property or element read through a place, arithmetic) it makes this form when an operator,
/// an index or `+=` asks for it, and the `Value` evaluator of arithmetic is the form's result
/// made a `.int`. Each form does exactly what its `Value` twin does (the same reads noted for
/// dependents, the same traps in the same order), only without the enum: a variable read as a
/// `Value` copies the enum through its outlined copy, and an operator then switches on it
/// again, which cost more than the arithmetic.
///
/// A struct around the closure, never an optional closure: one stored in an optional, or in a
/// generic container, is called through a reabstraction thunk.
public struct IntForm {
    public let run: (Execution) throws -> Int

    public init(_ run: @escaping (Execution) throws -> Int) {
        self.run = run
    }
}

extension Checked {
    /// An Int expression known only by its form (arithmetic): its `Value` evaluator is the
    /// form's result.
    public init(int form: IntForm) {
        let run = form.run
        self.init(.int) { .int(try run($0)) }
    }

    /// This Int expression's form as a word: the read of its place when it is the plain read
    /// of it (`Place.readsIntPlainly`), otherwise its `Value` evaluator unwrapped (for
    /// arithmetic, the form it was made from, behind one closure call). Made when asked (by an
    /// operator, an index, `+=`), so the many Int expressions that nothing computes with
    /// (`rows[3]`, `… = 42`) cost checking nothing.
    public var intEvaluator: IntForm {
        if case .int = type, let place, place.readsIntPlainly, let form = place.intRead(evaluate) { return form }
        let evaluate = evaluate
        return IntForm { try evaluate($0).asInt }
    }

    /// This expression, noted as the plain read of its place's Int (see `intEvaluator`).
    public func readingIntAtPlace() -> Checked {
        if case .int = type, let place { place.readsIntPlainly = true }
        return self
    }
}

extension Box {
    /// The Int this box holds, read where it is (matching on `value` would copy the enum).
    @inlinable @inline(__always)
    public var intValue: Int {
        if case .int(let value) = value { return value }
        preconditionFailure("checked as Int, found \(value)")
    }

    /// Stores an Int in the box (see `Value.store`).
    @inlinable @inline(__always)
    public func storeInt(_ int: Int) {
        withUnsafeMutablePointer(to: &value) { $0.store(.int(int)) }
    }
}

extension UnsafeMutablePointer where Pointee == Value {
    /// Stores `value` here. Over an Int, a Double or a Bool (what loops write over and over)
    /// the old value holds no reference, so it is overwritten without the outlined destroy
    /// that an assignment calls for any value.
    @inlinable @inline(__always)
    public func store(_ value: Value) {
        switch pointee {
        case .int, .double, .bool: initialize(to: value)
        default: pointee = value
        }
    }
}

extension Place {
    /// The form of reading the Int at this place, for an expression whose evaluator
    /// `evaluate` is the plain read of it; nil where there is nothing to gain.
    ///
    /// A variable (no steps) in the frame or captured: its box's Int, the read noted while a
    /// dependent is evaluated, as `Checker.valueAccessor` and `Checker.trackedValueAccessor`
    /// do. A path: the walk's leaf when `Place.read` would read directly (outside a
    /// dependent, once the direct access is made); everything else (the first read, which
    /// makes the access; a dependent recording what it reads) runs `evaluate`.
    public func intRead(_ evaluate: @escaping Evaluator) -> IntForm? {
        guard depth > 0 else {
            switch boxSlot {
            case .local(let slot)?: return Self.localInt(slot, tracksReads: tracksReads)
            case .capture(let index)?: return Self.capturedInt(index, tracksReads: tracksReads)
            case .global?, nil: return nil
            }
        }
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

    private static func localInt(_ slot: Int, tracksReads: Bool) -> IntForm {
        guard tracksReads else { return IntForm { $0.withCurrentFrame { $0.locals[slot].intValue } } }
        return IntForm { execution in
            guard execution.recorder != nil else { return execution.withCurrentFrame { $0.locals[slot].intValue } }
            let box = execution.frame.locals[slot]
            execution.noteRead(box)
            return box.intValue
        }
    }

    private static func capturedInt(_ index: Int, tracksReads: Bool) -> IntForm {
        guard tracksReads else { return IntForm { $0.withCurrentFrame { $0.captures[index].intValue } } }
        return IntForm { execution in
            guard execution.recorder != nil else { return execution.withCurrentFrame { $0.captures[index].intValue } }
            let box = execution.frame.captures[index]
            execution.noteRead(box)
            return box.intValue
        }
    }
}

/// An array index computed at run time, as a place's step keeps it (`Place.Step`): its
/// evaluator, and what its word form is made from when a direct access is made for the place.
/// A class, so that the step stays one pointer wide like the others.
public final class ComputedIndex {
    public let evaluate: Evaluator
    /// The index's form when it is arithmetic (see `Checker.arithmeticForm`).
    public let arithmetic: IntForm?
    /// The index expression's place, when the index is the plain read of it (`rows[i]`).
    public let intPlace: Place?

    public init(_ index: Checked, arithmetic: IntForm?) {
        evaluate = index.evaluate
        self.arithmetic = arithmetic
        if case .int = index.type, let place = index.place, place.readsIntPlainly { intPlace = place } else { intPlace = nil }
    }

    /// The index's form (see `Checked.intEvaluator`).
    public func makeForm() -> IntForm {
        if let arithmetic { return arithmetic }
        let evaluate = evaluate
        return intPlace?.intRead(evaluate) ?? IntForm { try evaluate($0).asInt }
    }
}
