import BindscopeLanguage
import StateBinding

/// Everything running code needs: the current frame, the undo journal of the statement, the
/// output, and the open transactions. Passed to every evaluator; there is no global state.
public final class Execution {
    public typealias Undo = (inout Value) -> Void

    /// The locals and captures of the closure or computed property being run. Read at every
    /// variable access: no dynamic exclusivity check (see `Box`); only `call` replaces it.
    ///
    /// Not a counted reference: switching frames is part of every call, and four reference
    /// count operations per call cost more than the rest of a small call. Every frame is kept
    /// alive by someone else while it is current: the session's by `sessionFrame`, a call's
    /// by the caller that made it (a local of `call`'s caller, which outlives `call`).
    @exclusivity(unchecked) public unowned(unsafe) var frame: Frame
    /// The session's own frame (its variables), for as long as the execution lives.
    @usableFromInline let sessionFrame: Frame
    public let journal = Journal()
    /// Objects that ended, waiting for their class's `deinit` (see `ObjectBox`).
    public let deinitQueue = DeinitQueue()
    /// The registers of scalar-tier functions (see `ScalarFunction`, `ScalarStack`): fields of
    /// the execution itself, which every call has at hand without a reference count.
    public let scalarWords = UnsafeMutablePointer<Int>.allocate(capacity: ScalarStack.capacity)
    /// The first free register.
    @exclusivity(unchecked) public var scalarTop = 0
    /// What the last scalar `return` returned.
    @exclusivity(unchecked) public var scalarResult = 0
    /// Receives what `print` and `debugPrint` write.
    public var write: (String) -> Void
    /// Set while a dependent is evaluated: what it reads (see `ReadRecorder`).
    public var recorder: ReadRecorder?
    /// The recorder of the last evaluation, kept for the next (see `recordingReads`).
    public var spareRecorder: ReadRecorder?
    /// Set while observed boxes are being written: what the statement wrote (see `WriteLog`).
    /// Set and read around every statement and write: it and the next opt out of dynamic
    /// exclusivity checks (each access one load or one store, running no session code).
    @exclusivity(unchecked) public var writeLog: WriteLog?
    /// Set by a write through `Binding.constant`, which stores nothing: the statement still
    /// wrote, so its report says `no change` rather than nothing.
    @exclusivity(unchecked) public var wroteIgnoredValue = false
    /// Observation's trackers of `@Observable` objects; nil until `withObservationTracking` runs.
    public var observationRegistry: ObservationRegistry?
    /// The session's view hosts (BindscopeViews' `ViewHosts`), which the library's `ViewHost`
    /// functions reach through the execution they run in: one per session, so sessions on
    /// other threads (tests run many) never share them.
    public var viewHosts: AnyObject?
    /// Set by a write through a binding's setter that modifies the value in place (get, change,
    /// set) rather than replacing it: an `@Observable` property's `_modify` notifies always,
    /// its `set` only when the value differs (see `ObservationRegistry`).
    public var accessorWriteIsModify = false
    private var openTransactions: [Transaction] = []
    @exclusivity(unchecked) @usableFromInline var callDepth = 0
    /// Swift overflows its stack somewhere in the tens of thousands of nested calls, and so
    /// does this interpreter (an interpreted call takes several kilobytes of real stack): calls
    /// stop at this depth, or earlier when the thread's stack is nearly used up.
    public static let maximumCallDepth = 100_000
    /// The running thread's stack, measured once per thread.
    private var stack: (thread: UInt, bounds: StackBounds, reserve: Int)?

    /// How much memory the session may take (`--memory-limit`).
    public let memoryLimit: MemoryLimit
    /// The process's resident memory when the running statement's first reading was taken:
    /// what the limit counts from. Counting from the statement, not from the session's start,
    /// keeps what the program did in between (the line editor, the checker's tables, a page
    /// server's threads) out of the count, so the same statement fails the same way every run.
    private var residentBaseline = 0
    /// Set when a statement begins: its first reading becomes the baseline.
    private var residentBaselineIsStale = true

    public init(write: @escaping (String) -> Void, memoryLimit: MemoryLimit = .standard) {
        self.write = write
        self.memoryLimit = memoryLimit
        let sessionFrame = Frame(localCount: 0, captures: [])
        self.sessionFrame = sessionFrame
        self.frame = sessionFrame
    }

    deinit { scalarWords.deallocate() }

    /// The box of the session's variable in `slot`, as a method or a type's initializer
    /// reaches a top-level variable (a global, in Swift's words): whatever box the slot holds
    /// when the code runs. `Frame.unassigned` while its declaration has not run.
    @inlinable
    public func sessionBox(_ slot: Int) -> Box {
        let frame = sessionFrame
        return slot < frame.locals.count ? frame.locals[slot] : Frame.unassigned
    }

    /// The transaction in effect: the innermost `withTransaction`, or an empty one.
    public var transaction: Transaction { openTransactions.last ?? Transaction() }

    public func withTransaction<R>(_ transaction: Transaction?, _ body: () throws -> R) rethrows -> R {
        openTransactions.append(transaction ?? self.transaction)
        defer { openTransactions.removeLast() }
        return try body()
    }

    /// Writes through `steps` inside `box`, in place, journaling the inverse `body` returns.
    /// Returns false when an optional-chaining step met nil and nothing was written.
    @discardableResult
    public func modify(
        _ box: Box, _ steps: [PathStep], _ body: (inout Value) throws -> Undo
    ) throws -> Bool {
        if Self.writesIntoObject(box, steps) {
            return try box.value.modify(steps[...], in: self) { _ = try body(&$0) }
        }
        if let writeLog, let observation = box.observation {
            writeLog.willWrite(box, observation, steps, in: self)
        }
        guard journal.needsEntry(for: box, in: self) else {
            return try box.value.modify(steps[...], in: self) { _ = try body(&$0) }
        }
        return try journaledModify(box, steps) { .undo(try body(&$0)) }
    }

    /// Replaces the value at `steps` inside `box` by `transform` of it (an assignment, `+=`),
    /// journaled as `modify` does, but making no undo closure when no entry is needed (a loop
    /// writing a variable over and over).
    @discardableResult
    public func update(_ box: Box, _ steps: [PathStep], _ transform: (Value) throws -> Value) throws -> Bool {
        if Self.writesIntoObject(box, steps) {
            return try box.value.modify(steps[...], in: self) { $0 = try transform($0) }
        }
        if let writeLog, let observation = box.observation {
            writeLog.willWrite(box, observation, steps, in: self)
        }
        guard journal.needsEntry(for: box, in: self) else {
            if steps.isEmpty {
                box.value = try transform(box.value)
                return true
            }
            return try box.value.modify(steps[...], in: self) { $0 = try transform($0) }
        }
        return try journaledModify(box, steps) { current in
            let old = current
            current = try transform(old)
            return .value(old)
        }
    }

    /// Stores `newValue` at `steps` inside `box`, journaled as `update` does (the old part is
    /// kept, no undo closure is made); returns the old part, or nil when an optional-chaining
    /// step met nil and nothing was written.
    public func replace(_ box: Box, _ steps: [PathStep], with newValue: Value) throws -> Value? {
        var old: Value?
        try update(box, steps) { current in
            old = current
            return newValue
        }
        return old
    }

    /// A write through a variable holding an object (`target[keyPath: \Model.count] += 1`)
    /// goes into the object: the path restarts at its storage (`Value.modifyObject`), which
    /// journals and logs that write itself. The variable's own value, the reference, does not
    /// change, so nothing is journaled or logged for it: an old value saved for it would be
    /// the same object, and putting earlier writes back into that "old value" (as the write
    /// log does for a value) would undo them in the object, while undoing an accessor's write
    /// would run the setter.
    @inlinable @inline(__always)
    static func writesIntoObject(_ box: Box, _ steps: [PathStep]) -> Bool {
        guard !steps.isEmpty, case .object = box.value else { return false }
        return true
    }

    private func journaledModify(
        _ box: Box, _ steps: [PathStep], _ body: (inout Value) throws -> Journal.Restore
    ) throws -> Bool {
        if let entryIndex = Self.firstDictionaryEntry(in: steps) {
            // Adding or removing an entry moves the ones after it, which an undo of the entry
            // alone would not put back: journal the whole dictionary (sessions keep them small).
            let dictionaryPath = Array(steps[..<entryIndex])
            let oldDictionary = try box.value.read(dictionaryPath[...], in: self)
            let written = try box.value.modify(steps[...], in: self) { _ = try body(&$0) }
            if let oldDictionary { journal.record(box, dictionaryPath, .value(oldDictionary)) }
            return written
        }
        var restore: Journal.Restore?
        let written = try box.value.modify(steps[...], in: self) { restore = try body(&$0) }
        if let restore { journal.record(box, steps, restore) }
        return written
    }

    /// Where a path first steps into a dictionary entry (a plain loop: this runs on every write).
    private static func firstDictionaryEntry(in steps: [PathStep]) -> Int? {
        for index in steps.indices where steps[index].isDictionaryEntry { return index }
        return nil
    }

    /// Asked at every loop iteration and call: whether the person asked to stop (Ctrl-C).
    /// Set by whoever owns the terminal; the engine never touches signals itself.
    public var interruptRequested: (() -> Bool)?

    /// Iterations and calls left before `interruptRequested` is asked again: asking is a call
    /// through a closure into C, far dearer than a loop iteration, and a person pressing
    /// Ctrl-C cannot tell a stop 256 iterations later from an immediate one.
    @exclusivity(unchecked) @usableFromInline var interruptCountdown = 0

    @inlinable @inline(__always)
    public func checkForInterrupt() throws {
        interruptCountdown &-= 1
        if interruptCountdown < 0 { try askForInterrupt() }
    }

    /// Asks left before the resident memory is read again (see `MemoryLimit`): every 64th ask,
    /// about every 16k iterations or calls, so reading it costs well under 1% of a loop.
    private var memoryCountdown = 0

    @usableFromInline func askForInterrupt() throws {
        interruptCountdown = 255
        if let interruptRequested, interruptRequested() { throw RuntimeError.interrupted }
        memoryCountdown &-= 1
        if memoryCountdown < 0 {
            memoryCountdown = 63
            if residentBaselineIsStale {
                residentBaseline = Platform.residentBytes() ?? 0
                residentBaselineIsStale = false
            } else if memoryLimit.residentIsOverLimit(since: residentBaseline) {
                throw memoryLimit.outOfMemoryResident
            }
        }
    }

    /// A top-level statement begins: the memory it grows is counted from its first reading
    /// (see `residentBaseline`). Costs nothing until a loop or call asks.
    public func beginStatement() {
        residentBaselineIsStale = true
        memoryCountdown = 0
    }

    /// Runs `body` in a new frame (a closure or computed-property call).
    public func call(in newFrame: Frame, _ body: () throws -> Value) throws -> Value {
        try call(in: newFrame, function: nil, body)
    }

    /// Runs `body` in a new frame; `function` names what is called when the calls nest too
    /// deep (Swift's own program would crash on a stack overflow).
    public func call(in newFrame: Frame, function: String?, _ body: () throws -> Value) throws -> Value {
        try inFrame(newFrame, function: function, body)
    }

    /// As `call(in:function:_:)`, for a body that takes the execution (a declared function's):
    /// no closure is made per call.
    @inlinable @inline(__always)
    public func call(in newFrame: Frame, function: String, _ body: DirectCall.Body) throws -> Value {
        try inFrame(newFrame, function: function) { try body(self) }
    }

    /// A call's frame switch, inlined into both `call`s so the non-escaping body costs nothing.
    @inlinable @inline(__always)
    func inFrame(_ newFrame: Frame, function: String?, _ body: () throws -> Value) throws -> Value {
        try enterCall(function)
        unowned(unsafe) let saved = frame
        frame = newFrame
        callDepth += 1
        defer {
            frame = saved
            callDepth -= 1
        }
        return try body()
    }

    /// Whether another call may start: the person has not asked to stop, and calls do not nest
    /// too deep. The real stack is measured at every sixteenth level only (asking which
    /// thread runs costs a call into C); the reserve left (at least 1 MB on the threads that
    /// run sessions) is far more than sixteen levels use.
    @inlinable @inline(__always)
    func enterCall(_ function: String?) throws {
        try checkForInterrupt()
        guard callDepth < Self.maximumCallDepth, callDepth & 15 != 15 || hasStackLeft() else {
            throw RuntimeError.stackOverflow(in: function)
        }
    }

    /// A call of the scalar tier starts (see `ScalarFunction.run`): counted and checked as
    /// any other call, ended by `endScalarCall`.
    @inlinable @inline(__always)
    public func beginScalarCall(_ function: String) throws {
        try enterCall(function)
        callDepth += 1
    }

    /// `beginScalarCall`'s quick path: true when the call started (counted); false, with
    /// nothing changed, when it needs `beginScalarCall` itself (time to ask for Ctrl-C, to
    /// measure the stack, or too deep), which the caller then calls out of its common path.
    @inlinable @inline(__always)
    public func mayBeginScalarCall() -> Bool {
        interruptCountdown &-= 1
        guard interruptCountdown >= 0, callDepth < Self.maximumCallDepth, callDepth & 15 != 15 else {
            interruptCountdown &+= 1
            return false
        }
        callDepth &+= 1
        return true
    }

    @inlinable @inline(__always)
    public func endScalarCall() {
        callDepth &-= 1
    }

    /// Whether the real stack has room for another interpreted call and what one statement
    /// may nest inside it: an eighth of the stack, at most 1 MB, is kept in reserve.
    @usableFromInline func hasStackLeft() -> Bool {
        let thread = StackBounds.currentThread
        if stack?.thread != thread {
            let bounds = StackBounds()
            stack = (thread, bounds, min(1 << 20, bounds.size / 8))
        }
        guard let stack else { return true }
        return stack.bounds.remaining() > stack.reserve
    }

    public func computedProperty(_ type: NominalType, _ index: Int, of value: Value) throws -> Value {
        // A subclass's copy of an inherited getter may have been taken before the
        // superclass's body was compiled: the body is then the superclass's, at the same index.
        var owner: NominalType? = type
        while let current = owner, index < current.computedProperties.count {
            if let body = current.computedProperties[index].body { return try body.invoke(self, [value]) }
            owner = current.superclass
        }
        guard let body = type.computedProperties[index].body else {
            throw RuntimeError.fatal("computed property \(type.name).\(type.computedProperties[index].name) cannot run: its declaration failed")
        }
        return try body.invoke(self, [value])
    }
}

/// The storage of one call: a box per local (parameters first) and the boxes it captured.
public final class Frame {
    /// Shared by every slot not yet declared: a declaration always stores a fresh box, so
    /// closures made in different loop iterations capture different variables.
    public nonisolated(unsafe) static let unassigned = Box(.void)

    @exclusivity(unchecked) public var locals: [Box]
    public let captures: [Box]

    public init(localCount: Int, captures: [Box]) {
        self.locals = Array(repeating: Frame.unassigned, count: localCount)
        self.captures = captures
    }
}
