import BindscopeLanguage

/// One step of a place made only of stored properties and array elements under a variable
/// (`model.rows[i % 10].cells[3].value`): the shape of nearly every write in a loop.
public struct DirectStep {
    public enum Kind {
        case field(Int, name: String)
        case element(Int)
        case computedElement(ComputedIndex)
    }

    public let kind: Kind
    /// Where an index out of range is reported when this step is read (writes report it at
    /// their statement, as every write does).
    public let location: SourceLocation?

    public init(kind: Kind, location: SourceLocation?) {
        self.kind = kind
        self.location = location
    }
}

/// Where a variable's box is: `Checker.boxSlot` makes it, mirroring `Checker.boxAccessor`.
/// Unlike the accessor's closure, which returns the box retained, this lends it: a walk that
/// runs no session code while it holds the box (nothing can then replace or free it) pays no
/// reference counting for it.
public enum BoxSlot {
    case global(Box)
    case local(Int)
    case capture(Int)

    @inlinable @inline(__always)
    public func withBox<R>(in execution: Execution, _ body: (Box) throws -> R) rethrows -> R {
        let box: Unmanaged<Box>
        switch self {
        case .global(let global): box = .passUnretained(global)
        case .local(let slot): box = execution.withCurrentFrame { .passUnretained($0.locals[slot]) }
        case .capture(let index): box = execution.withCurrentFrame { .passUnretained($0.captures[index]) }
        }
        return try box._withUnsafeGuaranteedRef(body)
    }
}

extension Execution {
    /// The current frame, lent to `body`. `frame` is `unowned(unsafe)`, and an access through
    /// it (`frame.locals[slot]`) otherwise makes a strong reference for the access: a retain
    /// and a release around every variable read.
    @inlinable @inline(__always)
    public func withCurrentFrame<R>(_ body: (Frame) throws -> R) rethrows -> R {
        try Unmanaged.passUnretained(frame)._withUnsafeGuaranteedRef(body)
    }
}

/// How such a place is read and written without the general machinery: the indices are
/// evaluated into a buffer on the stack, then one walk goes down the value by address
/// (`Value+InPlace.swift`), with no `[PathStep]` built, no closure call per level and no
/// reference counting of the levels it passes through. Whatever needs the path (the journal's
/// first entries for a box in a statement, a write log for an observed box, a dependent
/// recording what it reads) takes the general route, so journaling and dependents see
/// exactly what they saw before.
///
/// Like Swift, which evaluates every index of a stored path before it accesses the storage,
/// a read evaluates all its indices first: `rows[f()].cells[g()]` calls `f` and `g`, then
/// traps if `f()` is out of range, and an index that changes the variable is seen by the read.
public final class DirectAccess {
    public typealias Fill = (Execution, UnsafeMutablePointer<Int>) throws -> Void

    /// The deepest path walked directly; deeper ones take the general route.
    public static let maximumDepth = 16

    public let steps: [DirectStep]
    public let depth: Int
    /// How to reach the variable's box: lent by its slot when the root is a variable,
    /// otherwise (a State's storage) returned by the accessor. The slot is kept as plain
    /// fields, not as a `BoxSlot`: reading an enum with a reference in it from `self` copies
    /// it (an outlined copy and destroy per access).
    @usableFromInline let rootBox: (Execution) throws -> Box
    @usableFromInline enum SlotKind { case accessor, local, capture, global }
    @usableFromInline let slotKind: SlotKind
    @usableFromInline let slotIndex: Int
    private let globalBox: Box?
    @usableFromInline let globalReference: Unmanaged<Box>?
    /// Bit `level` is set when that step is a stored property, clear for an array element.
    @usableFromInline let fieldMask: UInt64
    /// `ValueLayout.fieldsOffset`, kept here so the walk reads no global.
    @usableFromInline let fieldsOffset: Int
    /// Every fixed level's index (a stored property's, a literal element's).
    @usableFromInline let fixedIndices: UnsafeMutablePointer<Int>
    /// Bit `level` is set when that level's index is computed at run time (`rows[i % 10]`):
    /// the walk takes it from the indices evaluated for the access, not from `fixedIndices`.
    @usableFromInline let computedMask: UInt64
    /// The first computed index and its level, called directly (nearly every place has at
    /// most one); a form returning 0 at level 0 when there is none, never an optional closure.
    @usableFromInline let firstComputed: (Execution) throws -> Int
    @usableFromInline let firstComputedLevel: Int
    @usableFromInline let computedCount: Int
    /// Evaluates the computed indices after the first, in order: one closure each, chained.
    @usableFromInline let fillRest: Fill

    public init?(_ steps: [DirectStep], rootBox: @escaping (Execution) throws -> Box, boxSlot: BoxSlot?) {
        guard ValueLayout.isVerified, !steps.isEmpty, steps.count <= Self.maximumDepth else { return nil }
        self.steps = steps
        self.rootBox = rootBox
        switch boxSlot {
        case .local(let slot): (slotKind, slotIndex, globalBox) = (.local, slot, nil)
        case .capture(let index): (slotKind, slotIndex, globalBox) = (.capture, index, nil)
        case .global(let box): (slotKind, slotIndex, globalBox) = (.global, 0, box)
        case nil: (slotKind, slotIndex, globalBox) = (.accessor, 0, nil)
        }
        globalReference = globalBox.map { Unmanaged.passUnretained($0) }
        depth = steps.count
        fieldsOffset = ValueLayout.fieldsOffset
        fixedIndices = .allocate(capacity: steps.count)
        var mask: UInt64 = 0
        var computed: UInt64 = 0
        var first: IntForm?
        var firstLevel = 0
        // Never an optional closure: one stored in an optional is called through a
        // reabstraction thunk.
        var fill: Fill = { _, _ in }
        var chained = false
        for (level, step) in steps.enumerated() {
            switch step.kind {
            case .field(let index, _):
                mask |= 1 << UInt64(level)
                fixedIndices[level] = index
            case .element(let index):
                fixedIndices[level] = index
            case .computedElement(let index):
                // The form is made here, once per place, not when the place is checked.
                let form = index.makeForm()
                fixedIndices[level] = 0
                computed |= 1 << UInt64(level)
                let evaluate = form.run
                if first == nil {
                    (first, firstLevel) = (form, level)
                } else if chained {
                    let previous = fill
                    fill = { execution, indices in
                        try previous(execution, indices)
                        indices[level] = try evaluate(execution)
                    }
                } else {
                    fill = { execution, indices in indices[level] = try evaluate(execution) }
                    chained = true
                }
            }
        }
        fieldMask = mask
        computedMask = computed
        computedCount = computed.nonzeroBitCount
        // A plain closure, unwrapped here: an optional one is called through a thunk.
        if let first { firstComputed = first.run } else { firstComputed = { _ in 0 } }
        firstComputedLevel = firstLevel
        fillRest = fill
    }

    deinit { fixedIndices.deallocate() }

    /// Runs `body` with the computed levels' indices, evaluated in order from the root, in a
    /// buffer on the stack (uninitialized at the fixed levels, which the walk takes from
    /// `fixedIndices`: see `index(at:_:)`).
    @inlinable @inline(__always)
    func withIndices<R>(_ execution: Execution, _ body: (UnsafePointer<Int>) throws -> R) throws -> R {
        try withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.maximumDepth) { buffer in
            let indices = buffer.baseAddress.unsafelyUnwrapped
            if computedCount > 0 {
                indices[firstComputedLevel] = try firstComputed(execution)
                if computedCount > 1 { try fillRest(execution, indices) }
            }
            return try body(indices)
        }
    }

    /// The index at `level`: evaluated for this access, or fixed.
    @inlinable @inline(__always)
    func index(at level: Int, _ indices: UnsafePointer<Int>) -> Int {
        computedMask & (1 << UInt64(level)) != 0 ? indices[level] : fixedIndices[level]
    }

    /// The root's box, fetched once the session code of the access (indices, right side)
    /// has run: from then on nothing can replace it.
    @inlinable @inline(__always)
    func withBox<R>(_ execution: Execution, _ body: (Box) throws -> R) throws -> R {
        let box: Unmanaged<Box>
        switch slotKind {
        case .local: box = execution.withCurrentFrame { .passUnretained($0.locals[slotIndex]) }
        case .capture: box = execution.withCurrentFrame { .passUnretained($0.captures[slotIndex]) }
        case .global: box = globalReference.unsafelyUnwrapped
        case .accessor: return try body(try rootBox(execution))
        }
        return try box._withUnsafeGuaranteedRef(body)
    }

    /// Reads the place: every index, then the walk down the box's value.
    public func read(_ execution: Execution) throws -> Value {
        try withIndices(execution) { indices in try withBox(execution) { try read($0, indices) } }
    }

    /// `place = value`, `value` evaluated after the place's indices, as Swift evaluates an
    /// assignment. In place, and journaled like every write.
    public func assign(_ execution: Execution, _ right: Evaluator) throws {
        try withIndices(execution) { indices in
            let value = try right(execution)
            try withBox(execution) { box in
                guard execution.writesWithoutBookkeeping(box) else {
                    try execution.update(box, path(indices)) { _ in value }
                    return
                }
                try write(box, indices) { leaf in withUnsafeMutablePointer(to: &leaf) { $0.store(value) } }
            }
        }
    }

    /// `place = combine(place, right)` (`place += right`), evaluated as `assign` is.
    public func update(_ execution: Execution, _ right: Evaluator, _ combine: (Value, Value) throws -> Value) throws {
        try withIndices(execution) { indices in
            let value = try right(execution)
            try withBox(execution) { box in
                guard execution.writesWithoutBookkeeping(box) else {
                    try execution.update(box, path(indices)) { try combine($0, value) }
                    return
                }
                try write(box, indices) { $0 = try combine($0, value) }
            }
        }
    }

    /// Reads the place's Int, as `read` reads its value, without making a `Value` of it.
    public func readInt(_ execution: Execution) throws -> Int {
        try withIndices(execution) { indices in
            try withBox(execution) { box in
                try walk(box, indices) { leaf in
                    if case .int(let value) = leaf.pointee { return value }
                    preconditionFailure("checked as Int, found \(leaf.pointee)")
                }
            }
        }
    }

    /// The value at the end of the path inside `box`. Runs no session code.
    private func read(_ box: Box, _ indices: UnsafePointer<Int>) throws -> Value {
        try walk(box, indices) { $0.pointee }
    }

    /// Goes down the path inside `box` by address and hands `leaf` the value at its end.
    /// Runs no session code.
    @inlinable @inline(__always)
    func walk<R>(_ box: Box, _ indices: UnsafePointer<Int>, _ leaf: (UnsafePointer<Value>) throws -> R) throws -> R {
        try withUnsafePointer(to: &box.value) { root in
            var current = root
            for level in 0..<depth {
                let index = index(at: level, indices)
                let array: UnsafePointer<[Value]>
                if fieldMask & (1 << UInt64(level)) != 0 {
                    guard case .structure = current.pointee else { preconditionFailure("field of \(current.pointee)") }
                    array = (UnsafeRawPointer(current) + fieldsOffset).assumingMemoryBound(to: [Value].self)
                } else {
                    guard case .array = current.pointee else { preconditionFailure("element of \(current.pointee)") }
                    array = current.elements
                    guard index >= 0, index < array.pointee.count else { throw outOfRange(at: level) }
                }
                // Nothing runs during the walk, so the storage stays where it is.
                current = array.pointee.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped + index }
            }
            return try leaf(current)
        }
    }

    /// Mutates the value at the end of the path inside `box` in place: each level's array is
    /// made unique (copied only if shared, as a Swift write would) on the way down. Runs no
    /// session code but `body`, at the end of the path.
    @inlinable @inline(__always)
    func write(_ box: Box, _ indices: UnsafePointer<Int>, _ body: (inout Value) throws -> Void) throws {
        try withUnsafeMutablePointer(to: &box.value) { root in
            var current = root
            for level in 0..<depth {
                let index = index(at: level, indices)
                let array: UnsafeMutablePointer<[Value]>
                if fieldMask & (1 << UInt64(level)) != 0 {
                    guard case .structure = current.pointee else { preconditionFailure("field of \(current.pointee)") }
                    array = (UnsafeMutableRawPointer(current) + fieldsOffset).assumingMemoryBound(to: [Value].self)
                } else {
                    guard case .array = current.pointee else { preconditionFailure("element of \(current.pointee)") }
                    array = current.elements
                    guard index >= 0, index < array.pointee.count else { throw RuntimeError.indexOutOfRange }
                }
                current = array.pointee.withUnsafeMutableBufferPointer { $0.baseAddress.unsafelyUnwrapped + index }
            }
            try body(&current.pointee)
        }
    }

    /// The path the general route takes, with these indices.
    private func path(_ indices: UnsafePointer<Int>) -> [PathStep] {
        (0..<depth).map { level in
            if case .field(_, let name) = steps[level].kind { return .field(index(at: level, indices), name: name) }
            return .element(index(at: level, indices))
        }
    }

    @usableFromInline func outOfRange(at level: Int) -> Error {
        if let location = steps[level].location { return RuntimeError.indexOutOfRange.located(at: location) }
        return RuntimeError.indexOutOfRange
    }
}

extension Place {
    /// The direct access of this place, when the root is a variable's box and every step is a
    /// stored property or an array element; nil otherwise. Worked out on first use (checking
    /// allocates nothing for it), then kept.
    public var directAccess: DirectAccess? {
        if let cachedDirectAccess { return cachedDirectAccess }
        var made: DirectAccess?
        if let rootBox, let steps = makeDirectSteps() { made = DirectAccess(steps, rootBox: rootBox, boxSlot: boxSlot) }
        cachedDirectAccess = .some(made)
        directAccessReference = made.map { Unmanaged.passUnretained($0) }
        return made
    }

    /// Reads the place directly if it can be (see `directAccess`); nil if it cannot. The
    /// access is kept by `cachedDirectAccess` and used here without retaining it.
    @inlinable @inline(__always)
    public func readDirectly(_ execution: Execution) throws -> Value? {
        if let directAccessReference {
            return try directAccessReference._withUnsafeGuaranteedRef { try $0.read(execution) }
        }
        if cachedDirectAccess != nil { return nil }
        return try directAccess?.read(execution)
    }

    /// How an expression that denotes a place (of at least one step, under a box) is read.
    public enum ReadMode: Equatable {
        /// By its own evaluator.
        case plain
        /// Directly (`DirectAccess`) outside a dependent; by its evaluator inside one.
        case direct
        /// A fixed path into a variable (`person.address.street`): while a dependent is
        /// evaluated it is recorded as that path, and the evaluation underneath records
        /// nothing more (a write to `person.name` must not reach it); outside a dependent,
        /// directly when `readsDirectly`.
        case recordedPath(readsDirectly: Bool)
    }

    public static func readMode(isBox: Bool, tracksReads: Bool, isFixed: Bool, readsDirectly: Bool) -> ReadMode {
        guard isBox else { return .plain }
        if tracksReads, isFixed { return .recordedPath(readsDirectly: readsDirectly) }
        return readsDirectly ? .direct : .plain
    }

    /// Reads the expression of `place` whose own evaluation is `evaluate`, as its `readMode`
    /// says. Outside a dependent this costs one check.
    @inlinable @inline(__always)
    public static func read(_ place: Place, _ execution: Execution, _ evaluate: () throws -> Value) throws -> Value {
        switch place.readMode {
        case .plain:
            return try evaluate()
        case .direct:
            if execution.recorder == nil, let value = try place.readDirectly(execution) { return value }
            return try evaluate()
        case .recordedPath(let readsDirectly):
            guard let recorder = execution.recorder else {
                if readsDirectly, let value = try place.readDirectly(execution) { return value }
                return try evaluate()
            }
            guard recorder.isRecording, let rootBox = place.rootBox else { return try evaluate() }
            recorder.record(try rootBox(execution), place.fixedPath[...])
            // A getter on the path runs code that may read other storage (an object, a
            // captured variable): its reads are recorded too.
            if place.fixedPathRunsCode { return try evaluate() }
            return try recorder.suspended { try evaluate() }
        }
    }

    /// Runs `write` with the direct access of this place, and returns true; returns false when
    /// the caller must take the general route. The first write through a place always does:
    /// most top-level statements run once, and for them making the access costs more than
    /// the write it would save. From the second write on (a loop, a function called again)
    /// the access is made once and kept, and used without retaining it.
    @inlinable @inline(__always)
    public func writeDirectly(_ execution: Execution, _ write: (DirectAccess) throws -> Void) throws -> Bool {
        if let directAccessReference {
            try directAccessReference._withUnsafeGuaranteedRef(write)
            return true
        }
        guard hasBeenWritten else {
            hasBeenWritten = true
            return false
        }
        guard cachedDirectAccess == nil, let access = directAccess else { return false }
        try write(access)
        return true
    }

    /// One walk up the chain into one array.
    private func makeDirectSteps() -> [DirectStep]? {
        guard allowsDirectAccess, depth > 0, case .box = root else { return nil }
        var result: [DirectStep] = []
        result.reserveCapacity(depth)
        var place: Place? = self
        while let current = place, let step = current.step {
            switch step {
            case .fixed(.field(let index, let name)): result.append(DirectStep(kind: .field(index, name: name), location: nil))
            case .fixed(.element(let index)): result.append(DirectStep(kind: .element(index), location: current.stepLocation))
            case .computedElement(let index):
                result.append(DirectStep(kind: .computedElement(index), location: current.stepLocation))
            default: return nil
            }
            place = current.parent
        }
        result.reverse()
        return result
    }
}

extension Execution {
    /// Whether a write to `box` needs neither a journal entry nor a write-log entry now: the
    /// box is new in this statement or already saved whole, and no dependent observes it.
    @inlinable @inline(__always)
    public func writesWithoutBookkeeping(_ box: Box) -> Bool {
        box.journalEpoch == journal.epoch && box.journalEntries == .max && (writeLog == nil || box.observation == nil)
    }
}
