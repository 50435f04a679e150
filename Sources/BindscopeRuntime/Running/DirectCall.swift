/// How a declared function or method runs: its body, and the frames of its finished calls,
/// reused by later ones. A call takes a frame, stores each argument into the box of its slot
/// (or, for an inout argument, puts the caller's box there), runs the body and gives the frame
/// back. No argument array, frame or box is allocated per call.
///
/// Only for functions whose locals no closure captures (`FunctionContext.localsAreCaptured`):
/// then no box of a finished call is referenced by anything, so reusing it is the same as
/// making a new variable. Functions whose locals are captured make a frame per call.
public final class DirectCall {
    /// Runs the body in the current frame (set by `run`) and returns the call's result.
    public typealias Body = (Execution) throws -> Value

    public let name: String
    @usableFromInline let localCount: Int
    @usableFromInline let captures: [Box]
    /// By slot: whether it receives the caller's box (`self` of a mutating method, inout
    /// parameters).
    @usableFromInline let isInout: [Bool]
    private let inoutSlots: [Int]
    @usableFromInline let body: Body
    @exclusivity(unchecked) @usableFromInline var frames: [Frame] = []
    /// Enough for deep recursion to reuse its frames; beyond it, finished frames are freed.
    private static let capacity = 256

    public init(name: String, localCount: Int, captures: [Box], inoutSlots: [Int], body: @escaping Body) {
        self.name = name
        self.localCount = localCount
        self.captures = captures
        var isInout = Array(repeating: false, count: localCount)
        for slot in inoutSlots where slot < localCount { isInout[slot] = true }
        self.inoutSlots = inoutSlots.filter { $0 < localCount }
        self.isInout = isInout
        self.body = body
    }

    /// A frame with a box of its own in every slot.
    @inlinable @inline(__always)
    public func takeFrame() -> Frame {
        if let frame = frames.popLast() { return frame }
        return Frame(freshBoxes: localCount, captures: captures)
    }

    /// Stores an argument as the value of the parameter in `slot` (an inout argument arrives
    /// as the caller's box, `.state(box)`).
    @inlinable @inline(__always)
    public func pass(_ argument: Value, at slot: Int, in frame: Frame) {
        if isInout[slot], case .state(let box) = argument {
            frame.locals[slot] = box
        } else {
            frame.locals[slot].value = argument
        }
    }

    /// A call site's arguments when each is a plain value or a whole variable passed inout,
    /// sorted out when the call is checked (see `callIfSimple`).
    public struct SimpleArguments {
        public enum Argument {
            case value(Evaluator)
            case box((Execution) throws -> Box)
        }

        public let arguments: [Argument]

        public init?(_ arguments: [CallArgument]) {
            var simple: [Argument] = []
            for argument in arguments {
                switch argument {
                case .value(let evaluate): simple.append(.value(evaluate))
                case .inout(let place):
                    guard let box = place.wholeBox else { return nil }
                    simple.append(.box(box))
                case .variadic: return nil
                }
            }
            self.arguments = simple
        }
    }

    /// Calls with arguments sorted out when the call was checked (see `callIfSimple`).
    @inlinable @inline(__always)
    public func call(_ simple: SimpleArguments, in execution: Execution) throws -> Value {
        let frame = takeFrame()
        var slot = 0
        for argument in simple.arguments {
            switch argument {
            case .value(let evaluate): pass(try evaluate(execution), at: slot, in: frame)
            case .box(let box): frame.locals[slot] = try box(execution)
            }
            slot += 1
        }
        return try run(frame, in: execution)
    }

    /// Calls with `arguments` evaluated left to right straight into a frame, when each is a
    /// plain value or a whole variable passed inout (its box goes into the slot: the callee
    /// writes it in place, journaled and logged as a write to the variable, which Swift's
    /// exclusive access makes the same as copying in and out). Nil, having evaluated nothing,
    /// for any other argument (an element passed inout, variadics): `Checker.invoke` does those.
    @inlinable @inline(__always)
    public func callIfSimple(_ arguments: [CallArgument], in execution: Execution) throws -> Value? {
        for argument in arguments {
            switch argument {
            case .value: continue
            case .inout(let place) where place.wholeBox != nil: continue
            default: return nil
            }
        }
        let frame = takeFrame()
        for slot in arguments.indices {
            switch arguments[slot] {
            case .value(let evaluate): pass(try evaluate(execution), at: slot, in: frame)
            case .inout(let place): frame.locals[slot] = try place.wholeBox.unsafelyUnwrapped(execution)
            case .variadic: preconditionFailure("variadic argument in a simple call")
            }
        }
        return try run(frame, in: execution)
    }

    /// Runs the body in `frame`, then keeps the frame for a later call.
    @inlinable @inline(__always)
    public func run(_ frame: Frame, in execution: Execution) throws -> Value {
        defer { giveBack(frame) }
        return try execution.call(in: frame, function: name, body)
    }

    /// Empties the frame's boxes (a kept frame holds on to no value of the session's) and
    /// lets go of the caller's boxes in inout slots (the next call passes its own).
    @usableFromInline func giveBack(_ frame: Frame) {
        guard frames.count < Self.capacity else { return }
        frame.locals.withUnsafeBufferPointer { boxes in
            for slot in 0..<localCount where !isInout[slot] { boxes[slot].value = .void }
        }
        for slot in inoutSlots { frame.locals[slot] = Frame.unassigned }
        frames.append(frame)
    }
}

extension Frame {
    public convenience init(freshBoxes count: Int, captures: [Box]) {
        self.init(localCount: 0, captures: captures)
        locals = (0..<count).map { _ in Box(.void) }
    }
}
