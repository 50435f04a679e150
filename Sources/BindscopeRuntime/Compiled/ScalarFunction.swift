import BindscopeLanguage

/// The scalar tier: a declared function whose parameters, result and locals are all `Int`,
/// `Double` or `Bool`, and whose body only computes with them (arithmetic, comparisons,
/// `if`, loops over ranges, calls of other such functions), runs on machine words instead of
/// `Value`s and boxes: `fib(30)` makes 1.6M calls, and a call here costs no allocation and
/// no reference counting.
///
/// Such a function reads and writes nothing but its own locals, so dependents, the journal and
/// the write log have nothing to hear from it: what it returns and the traps it raises are
/// all anyone sees. The checker checks every function as usual (its diagnostics are the only
/// ones); `ScalarCompiler` then compiles the same syntax again, for this tier, when it fits.
/// Every trap raises the very `RuntimeError` the general evaluator raises, at the same place
/// (twin: `Operators.integerEvaluator`, `Checker.forIn`, `Execution.call`); the differential
/// sessions 650–669 run both tiers on the same programs.
public enum ScalarType: Equatable {
    case int
    case double
    case bool

    public init?(_ type: SessionType) {
        switch type {
        case .int: self = .int
        case .double: self = .double
        case .bool: self = .bool
        default: return nil
        }
    }

    /// A value as the word a register holds.
    public func word(of value: Value) -> Int {
        switch self {
        case .int: value.asInt
        case .double: Int(bitPattern: UInt(value.asDouble.bitPattern))
        case .bool: value.asBool ? 1 : 0
        }
    }

    public func value(of word: Int) -> Value {
        switch self {
        case .int: .int(word)
        case .double: .double(Double(bitPattern: UInt64(UInt(bitPattern: word))))
        case .bool: .bool(word != 0)
        }
    }
}

/// The registers of running scalar functions: one word per local, frames one above another
/// (`Execution.scalarWords`). Allocated once, at a fixed size, so a frame's address never
/// moves while it runs (the pages are only touched as deep as calls go).
public enum ScalarStack {
    public static var capacity: Int { 1 << 20 }
}

public typealias Registers = UnsafeMutablePointer<Int>
public typealias IntCode = (Registers, Execution) throws -> Int
public typealias DoubleCode = (Registers, Execution) throws -> Double
public typealias BoolCode = (Registers, Execution) throws -> Bool

/// How a statement of the scalar tier ended.
public enum ScalarFlow {
    case next
    /// `return`: the value is in `Execution.scalarResult`.
    case returned
    case broke
    case continued
}

public typealias ScalarStatement = (Registers, Execution) throws -> ScalarFlow

/// A function compiled for the scalar tier.
public final class ScalarFunction {
    /// As Swift names it in a stack overflow (`fib(_:)`).
    public let name: String
    public let parameterTypes: [ScalarType]
    /// Nil for `Void`.
    public let resultType: ScalarType?
    /// A mutating method stores `self`'s registers back into the receiver.
    public let isMutating: Bool
    @usableFromInline let fieldCount: Int
    private let parameterCount: Int
    /// The types of a method's `self` fields (in the first registers) and of the parameters,
    /// where a call reads them without a reference count (an array's buffer is retained to
    /// be read).
    @usableFromInline let fieldWords: UnsafeMutableBufferPointer<ScalarType>
    @usableFromInline let parameterWords: UnsafeMutableBufferPointer<ScalarType>

    deinit {
        fieldWords.deallocate()
        parameterWords.deallocate()
    }
    /// Whether a mutating call may reach `self`'s fields by address (`ValueLayout`).
    @usableFromInline let writesInPlace = ValueLayout.isVerified
    /// `ValueLayout.fieldsOffset`, kept here: a global is checked for its initialisation at
    /// every read.
    @usableFromInline let fieldsOffset = ValueLayout.fieldsOffset
    /// Registers per call: parameters first, then every local of the body.
    public var frameSize = 0
    /// Set once the body compiled (a call site may be compiled before: a recursive call).
    public var body: ScalarStatement {
        get { compiled.run }
        set {
            compiled = Compiled(run: newValue)
            unretainedCompiled = Unmanaged.passUnretained(compiled)
        }
    }

    /// The body in an object of its own, reached by calls without a reference count (a call
    /// would otherwise retain and release the body's closure, costing as much as the rest
    /// of a small call): `compiled` owns it.
    public final class Compiled {
        public let run: ScalarStatement

        public init(run: @escaping ScalarStatement) {
            self.run = run
        }
    }

    private var compiled = Compiled { _, _ in preconditionFailure("scalar function run before its body compiled") }
    @usableFromInline var unretainedCompiled: Unmanaged<Compiled>?

    public init(
        name: String, parameterTypes: [ScalarType], resultType: ScalarType?, selfFieldTypes: [ScalarType] = [],
        isMutating: Bool = false
    ) {
        self.name = name
        self.parameterTypes = parameterTypes
        self.resultType = resultType
        self.fieldCount = selfFieldTypes.count
        self.parameterCount = parameterTypes.count
        fieldWords = .allocate(capacity: selfFieldTypes.count)
        fieldWords.initialize(from: selfFieldTypes)
        parameterWords = .allocate(capacity: parameterTypes.count)
        parameterWords.initialize(from: parameterTypes)
        self.isMutating = isMutating
    }

    /// Runs a call whose arguments are in the registers from `base` on (the caller put them
    /// there, moving `top` past them, after `requireRoom`).
    /// A call that cannot start (nested too deep, or the person asked to stop) is placed at
    /// `location`, the calling statement, as the general evaluator's `checkStatement` places
    /// it; nil leaves that to the general evaluator's caller.
    @inlinable @inline(__always)
    public func run(at base: Int, in execution: Execution, from location: SourceLocation?) throws -> Int {
        let end = base &+ frameSize
        if !execution.mayBeginScalarCall() { try beginSlowly(in: execution, from: location) }
        defer { execution.endScalarCall() }
        execution.scalarTop = end
        _ = try unretainedCompiled.unsafelyUnwrapped._withUnsafeGuaranteedRef { compiled in
            try compiled.run(execution.scalarWords + base, execution)
        }
        execution.scalarTop = base
        return execution.scalarResult
    }

    /// Begins a call the quick test could not admit (every sixteenth level, when the real
    /// stack is measured, and every 256th call, when Ctrl-C is asked): counted if it may
    /// start, otherwise its error placed at `location`. Out of line, so the common path keeps
    /// a small frame.
    @inline(never)
    @usableFromInline func beginSlowly(in execution: Execution, from location: SourceLocation?) throws {
        do {
            try execution.beginScalarCall(name)
        } catch let error as RuntimeError {
            throw location.map(error.located(at:)) ?? error
        }
    }

    /// Whether a frame fits above `base` (see `requireRoom`).
    @inlinable @inline(__always)
    public func hasRoom(at base: Int) -> Bool { base &+ frameSize <= ScalarStack.capacity }

    /// Swift's stack overflow in this function, placed at `location`.
    @inline(never)
    public func stackOverflow(from location: SourceLocation?) -> RuntimeError {
        let error = RuntimeError.stackOverflow(in: name)
        return location.map(error.located(at:)) ?? error
    }

    /// Throws Swift's stack overflow unless a frame fits above `base`; asked before the
    /// arguments are stored.
    @inlinable @inline(__always)
    public func requireRoom(at base: Int, from location: SourceLocation?) throws {
        guard hasRoom(at: base) else { throw stackOverflow(from: location) }
    }

    /// A call from the general evaluator, with its arguments as values.
    public func invoke(_ arguments: [Value], in execution: Execution) throws -> Value {
        let base = execution.scalarTop
        try requireRoom(at: base, from: nil)
        // A trap anywhere below leaves `top` wherever it was: put it back.
        defer { execution.scalarTop = base }
        for (index, argument) in arguments.enumerated() {
            execution.scalarWords[base + index] = parameterTypes[index].word(of: argument)
        }
        execution.scalarTop = base + arguments.count
        let result = try run(at: base, in: execution, from: nil)
        return resultType?.value(of: result) ?? .void
    }

    /// A non-mutating method call on `receiver`. The receiver is evaluated first, then the
    /// arguments, as Swift does.
    public func invoke(on receiver: Value, _ arguments: some ScalarArgumentSource, in execution: Execution) throws -> Value {
        let base = execution.scalarTop
        try requireRoom(at: base, from: nil)
        defer { execution.scalarTop = base }
        try arguments.push(above: base + fieldCount, as: parameterWords, in: execution)
        guard case .structure(let value) = receiver else { preconditionFailure("scalar method called on a non-struct") }
        value.fields.withUnsafeBufferPointer { loadFields($0, into: execution.scalarWords + base) }
        let result = try run(at: base, in: execution, from: nil)
        return resultType?.value(of: result) ?? .void
    }

    /// A mutating method call on the variable in `box`. The arguments are evaluated first,
    /// then `self` is read: Swift's exclusive access keeps the arguments from changing it.
    @inlinable @inline(__always)
    public func invokeMutating(
        in box: Box, _ arguments: some ScalarArgumentSource, in execution: Execution
    ) throws -> Value {
        let base = execution.scalarTop
        try requireRoom(at: base, from: nil)
        defer { execution.scalarTop = base }
        try arguments.push(above: base + fieldCount, as: parameterWords, in: execution)
        return try runMutating(on: box, at: base, in: execution)
    }

    /// As `invokeMutating(in:…)`, for a variable whose box is lent from where it is (`BoxSlot`)
    /// rather than retained: it is fetched after the arguments, and nothing but the method's
    /// registers is touched while it is held.
    @inlinable @inline(__always)
    public func invokeMutating(
        lending slot: BoxSlot, _ arguments: some ScalarArgumentSource, in execution: Execution
    ) throws -> Value {
        let base = execution.scalarTop
        try requireRoom(at: base, from: nil)
        defer { execution.scalarTop = base }
        try arguments.push(above: base + fieldCount, as: parameterWords, in: execution)
        return try slot.withBox(in: execution) { box in try runMutating(on: box, at: base, in: execution) }
    }

    /// Runs a mutating call whose arguments are in place, with `self` in `box`.
    @inlinable @inline(__always)
    func runMutating(on box: Box, at base: Int, in execution: Execution) throws -> Value {
        let fields = execution.scalarWords + base
        if writesInPlace {
            // The fields are read and written where they are in the box (see
            // `Value+InPlace.swift`): no copy of the struct, no reference count. The body
            // reads only its registers, so nothing else touches the box meanwhile, and a
            // trap leaves the fields as they were: nothing is stored until it has returned.
            let result = try withUnsafeMutablePointer(to: &box.value) { value in
                let stored = (UnsafeMutableRawPointer(value) + fieldsOffset).assumingMemoryBound(to: [Value].self)
                return try stored.pointee.withUnsafeMutableBufferPointer { values in
                    loadFields(UnsafeBufferPointer(values), into: fields)
                    let result = try run(at: base, in: execution, from: nil)
                    storeFields(from: fields, into: values)
                    return result
                }
            }
            return resultType?.value(of: result) ?? .void
        }
        // Moved out of the box while the method runs, so its fields are changed in place
        // afterwards. A trap puts it back as it was.
        guard case .structure(var value) = box.value else { preconditionFailure("scalar method called on a non-struct") }
        box.value = .void
        value.fields.withUnsafeBufferPointer { loadFields($0, into: fields) }
        let result: Int
        do {
            result = try run(at: base, in: execution, from: nil)
        } catch {
            box.value = .structure(value)
            throw error
        }
        value.fields.withUnsafeMutableBufferPointer { storeFields(from: fields, into: $0) }
        box.value = .structure(value)
        return resultType?.value(of: result) ?? .void
    }

    @inlinable @inline(__always)
    func loadFields(_ values: UnsafeBufferPointer<Value>, into registers: Registers) {
        for index in 0..<fieldCount { registers[index] = fieldWords[index].word(of: values[index]) }
    }

    /// Each field holds an Int, a Double or a Bool, which owns no reference: it is written
    /// over, with no destroying of the old value first.
    @inlinable @inline(__always)
    func storeFields(from registers: Registers, into values: UnsafeMutableBufferPointer<Value>) {
        guard let fields = values.baseAddress else { return }
        for index in 0..<fieldCount { (fields + index).initialize(to: fieldWords[index].value(of: registers[index])) }
    }
}
