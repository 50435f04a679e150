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
enum ScalarType: Equatable {
    case int
    case double
    case bool

    init?(_ type: SessionType) {
        switch type {
        case .int: self = .int
        case .double: self = .double
        case .bool: self = .bool
        default: return nil
        }
    }

    /// A value as the word a register holds.
    func word(of value: Value) -> Int {
        switch self {
        case .int: value.asInt
        case .double: Int(bitPattern: UInt(value.asDouble.bitPattern))
        case .bool: value.asBool ? 1 : 0
        }
    }

    func value(of word: Int) -> Value {
        switch self {
        case .int: .int(word)
        case .double: .double(Double(bitPattern: UInt64(UInt(bitPattern: word))))
        case .bool: .bool(word != 0)
        }
    }
}

/// The registers of running scalar functions: one word per local, frames one above another.
/// Allocated once, at a fixed size, so a frame's address never moves while it runs (the
/// pages are only touched as deep as calls go).
final class ScalarStack {
    static var capacity: Int { 1 << 20 }
    let words = UnsafeMutablePointer<Int>.allocate(capacity: ScalarStack.capacity)
    /// The first free word.
    @exclusivity(unchecked) var top = 0
    /// What the last `return` returned.
    @exclusivity(unchecked) var result = 0

    deinit { words.deallocate() }
}

typealias Registers = UnsafeMutablePointer<Int>
typealias IntCode = (Registers, Execution) throws -> Int
typealias DoubleCode = (Registers, Execution) throws -> Double
typealias BoolCode = (Registers, Execution) throws -> Bool

/// How a statement of the scalar tier ended.
enum ScalarFlow {
    case next
    /// `return`: the value is in `ScalarStack.result`.
    case returned
    case broke
    case continued
}

typealias ScalarStatement = (Registers, Execution) throws -> ScalarFlow

/// A function compiled for the scalar tier.
final class ScalarFunction {
    /// As Swift names it in a stack overflow (`fib(_:)`).
    let name: String
    let parameterTypes: [ScalarType]
    /// Nil for `Void`.
    let resultType: ScalarType?
    /// A method's `self`: its fields, in the first registers.
    let selfFieldTypes: [ScalarType]
    /// A mutating method stores `self`'s registers back into the receiver.
    let isMutating: Bool
    private let fieldCount: Int
    /// Whether a mutating call may reach `self`'s fields by address (`ValueLayout`).
    private let writesInPlace = ValueLayout.isVerified
    /// Registers per call: parameters first, then every local of the body.
    var frameSize = 0
    /// Set once the body compiled (a call site may be compiled before: a recursive call).
    var body: ScalarStatement {
        get { compiled.run }
        set {
            compiled = Compiled(run: newValue)
            unretainedCompiled = Unmanaged.passUnretained(compiled)
        }
    }

    /// The body in an object of its own, reached by calls without a reference count (a call
    /// would otherwise retain and release the body's closure, costing as much as the rest
    /// of a small call): `compiled` owns it.
    final class Compiled {
        let run: ScalarStatement

        init(run: @escaping ScalarStatement) {
            self.run = run
        }
    }

    private var compiled = Compiled { _, _ in preconditionFailure("scalar function run before its body compiled") }
    private var unretainedCompiled: Unmanaged<Compiled>?

    init(
        name: String, parameterTypes: [ScalarType], resultType: ScalarType?, selfFieldTypes: [ScalarType] = [],
        isMutating: Bool = false
    ) {
        self.name = name
        self.parameterTypes = parameterTypes
        self.resultType = resultType
        self.selfFieldTypes = selfFieldTypes
        self.fieldCount = selfFieldTypes.count
        self.isMutating = isMutating
    }

    /// Runs a call whose arguments are in the registers from `base` on (the caller put them
    /// there, moving `top` past them, after `requireRoom`).
    /// A call that cannot start (nested too deep, or the person asked to stop) is placed at
    /// `location`, the calling statement, as the general evaluator's `checkStatement` places
    /// it; nil leaves that to the general evaluator's caller.
    @inline(__always)
    func run(at base: Int, in execution: Execution, from location: SourceLocation?) throws -> Int {
        let stack = execution.scalarStack
        let end = base + frameSize
        do {
            try execution.beginScalarCall(name)
        } catch let error as RuntimeError {
            throw location.map(error.located(at:)) ?? error
        }
        defer { execution.endScalarCall() }
        stack.top = end
        _ = try unretainedCompiled.unsafelyUnwrapped._withUnsafeGuaranteedRef { compiled in
            try compiled.run(stack.words + base, execution)
        }
        stack.top = base
        return stack.result
    }

    /// Throws Swift's stack overflow unless a frame fits above `base`; asked before the
    /// arguments are stored.
    @inline(__always)
    func requireRoom(at base: Int, from location: SourceLocation?) throws {
        guard base + frameSize <= ScalarStack.capacity else {
            let error = RuntimeError.stackOverflow(in: name)
            throw location.map(error.located(at:)) ?? error
        }
    }

    /// A call from the general evaluator, with its arguments as values.
    func invoke(_ arguments: [Value], in execution: Execution) throws -> Value {
        let stack = execution.scalarStack
        let base = stack.top
        try requireRoom(at: base, from: nil)
        // A trap anywhere below leaves `top` wherever it was: put it back.
        defer { stack.top = base }
        for (index, argument) in arguments.enumerated() {
            stack.words[base + index] = parameterTypes[index].word(of: argument)
        }
        stack.top = base + arguments.count
        let result = try run(at: base, in: execution, from: nil)
        return resultType?.value(of: result) ?? .void
    }

    /// A method call: `self` is `receiver`'s value (nil: the value in `box`, stored back
    /// there after a mutating call). The arguments are evaluated first, then `self` is read:
    /// Swift's exclusive access keeps the arguments from changing it.
    func invoke(
        on receiver: Value?, in box: Box?, _ arguments: [Checker.PlainArgument], in execution: Execution
    ) throws -> Value {
        let stack = execution.scalarStack
        let base = stack.top
        try requireRoom(at: base, from: nil)
        defer { stack.top = base }
        let fields = stack.words + base
        var top = base + fieldCount
        stack.top = top
        try parameterTypes.withUnsafeBufferPointer { types in
            for index in 0..<types.count {
                let word = types[index].word(of: try arguments[index].evaluate(execution))
                stack.words[top] = word
                top += 1
                stack.top = top
            }
        }
        if isMutating, let box, writesInPlace {
            // The fields are read and written where they are in the box (see
            // `Value+InPlace.swift`): no copy of the struct, no reference count. A trap leaves
            // them as they were: nothing is stored until the body has returned.
            let fieldValues = withUnsafeMutablePointer(to: &box.value) { $0.fields }
            loadFields(fieldValues.pointee, into: fields)
            let result = try run(at: base, in: execution, from: nil)
            storeFields(from: fields, into: &fieldValues.pointee)
            return resultType?.value(of: result) ?? .void
        }
        if isMutating, let box {
            // Moved out of the box while the method runs, so its fields are changed in place
            // afterwards (nothing else can read the box meanwhile: the method reads only its
            // registers). A trap puts it back as it was.
            guard case .structure(var value) = box.value else { preconditionFailure("scalar method called on a non-struct") }
            box.value = .void
            loadFields(value.fields, into: fields)
            let result: Int
            do {
                result = try run(at: base, in: execution, from: nil)
            } catch {
                box.value = .structure(value)
                throw error
            }
            storeFields(from: fields, into: &value.fields)
            box.value = .structure(value)
            return resultType?.value(of: result) ?? .void
        }
        guard case .structure(let value) = receiver ?? box.unsafelyUnwrapped.value else {
            preconditionFailure("scalar method called on a non-struct")
        }
        loadFields(value.fields, into: fields)
        let result = try run(at: base, in: execution, from: nil)
        return resultType?.value(of: result) ?? .void
    }

    @inline(__always)
    private func loadFields(_ values: [Value], into registers: Registers) {
        selfFieldTypes.withUnsafeBufferPointer { types in
            values.withUnsafeBufferPointer { fields in
                for index in 0..<types.count { registers[index] = types[index].word(of: fields[index]) }
            }
        }
    }

    @inline(__always)
    private func storeFields(from registers: Registers, into values: inout [Value]) {
        selfFieldTypes.withUnsafeBufferPointer { types in
            values.withUnsafeMutableBufferPointer { fields in
                for index in 0..<types.count { fields[index] = types[index].value(of: registers[index]) }
            }
        }
    }
}
