import BindscopeLanguage

/// Checked code, ready to run: a tree of closures the checker built once. Evaluating it does
/// no name lookups or type tests; those were resolved when the statement was checked.
public typealias Evaluator = (Execution) throws -> Value

/// A checked expression: its static type, how to evaluate it, and, when it denotes storage
/// (`person.address.street`, `items[2]`, `b` for a `@Binding`), how to write to it.
public struct Checked {
    public var type: SessionType
    public var evaluate: Evaluator
    public var place: Place?
    // No field for an Int expression's word form (see `IntForm`): four words are returned in
    // registers, and a fifth made every function returning a `Checked` return it through
    // memory, which cost checking a script of short statements about 2%.

    /// An expression that may denote storage: its evaluator is wrapped in `Place.read` (what
    /// dependents record, direct reads), unless the place reads plainly.
    public init(_ type: SessionType, place: Place? = nil, _ evaluate: @escaping Evaluator) {
        self.type = type
        self.place = place
        if let place, place.readMode != .plain {
            self.evaluate = { execution in try Place.read(place, execution) { try evaluate(execution) } }
        } else {
            self.evaluate = evaluate
        }
    }

    /// An expression whose evaluator already goes through `Place.read` for `place`: one
    /// closure per level of a path, where wrapping would make two (checking a script of short
    /// statements spends much of its time allocating them).
    public init(_ type: SessionType, readingThrough place: Place?, _ evaluate: @escaping Evaluator) {
        self.type = type
        self.place = place
        self.evaluate = evaluate
    }
}

/// Storage an expression denotes: a root (a variable's box, or a binding) and the steps from
/// it. Steps whose index is computed at run time (`items[i]`) are evaluated once per access.
/// A class, so the checked expressions that carry one copy a reference, not its fields.
public final class Place {
    public enum Root {
        /// How to reach the box; for a place that `tracksReads`, without side effects.
        case box((Execution) throws -> Box)
        /// An evaluator producing a `.binding` value; writes go through it (nonmutating).
        case binding(Evaluator)
    }

    public enum Step {
        case fixed(PathStep)
        case computed((Execution) throws -> PathStep)
        /// An array element whose index is computed at run time (`items[i]`).
        case computedElement(ComputedIndex)
        /// A key path's steps, known only when it is evaluated.
        case computedList((Execution) throws -> [PathStep])
    }

    /// Why the place cannot be written, in the words of Swift's assignment diagnostic.
    public enum Immutability {
        case letConstant(name: String)
        case letProperty(name: String)
        case getOnly(name: String)
        /// A watch's name: its value is computed from what it reads.
        case watch(name: String)
        /// `x[keyPath: kp]` where `kp` is a `KeyPath`, not a `WritableKeyPath`.
        case readOnlyKeyPath(name: String)
    }

    public let root: Root
    /// The root's box accessor when the root is a box: read without copying the enum.
    public let rootBox: ((Execution) throws -> Box)?
    /// Where the root's box is, when the root is a variable (see `DirectAccess`).
    public let boxSlot: BoxSlot?
    /// The place this one extends by `step`; a chain, so extending allocates no array.
    public let parent: Place?
    public let step: Step?
    /// How many steps lead from the root here.
    public let depth: Int
    public let immutability: Immutability?
    /// True once a `?` step is part of the path: writes may silently do nothing.
    public let isOptionalChain: Bool
    /// Whether dependents record reads of this place by its path: the root is a session
    /// variable, a captured one or a State's storage (not a closure's own local), reached
    /// without side effects.
    public let tracksReads: Bool
    /// Whether every step is known before running (no index computed at run time).
    public let isFixed: Bool
    /// False under a watch's name, whose reads must go through the watch (it may be broken):
    /// see `directAccess`.
    public let allowsDirectAccess: Bool
    /// Where the last step is written, when reading it can trap (an array element).
    public let stepLocation: SourceLocation?
    /// Whether every level's expression is the plain value at its path (see `appending`), so
    /// that reading this place is a walk down the path.
    public let readsDirectly: Bool
    /// How the expression of this place is read (see `Place.read`), settled here once.
    public let readMode: ReadMode

    public init(
        root: Root, immutability: Immutability? = nil, tracksReads: Bool = false, allowsDirectAccess: Bool = true,
        boxSlot: BoxSlot? = nil
    ) {
        self.boxSlot = boxSlot
        self.stepLocation = nil
        self.readsDirectly = allowsDirectAccess
        self.allowsDirectAccess = allowsDirectAccess
        self.root = root
        if case .box(let box) = root { self.rootBox = box } else { self.rootBox = nil }
        self.parent = nil
        self.step = nil
        self.depth = 0
        self.immutability = immutability
        self.isOptionalChain = false
        self.tracksReads = tracksReads
        self.isFixed = true
        self.readMode = .plain
    }

    private init(
        extending parent: Place, by step: Step, immutability: Immutability?, isOptionalChain: Bool,
        location: SourceLocation?, readsValue: Bool
    ) {
        self.stepLocation = location
        self.readsDirectly = parent.readsDirectly && readsValue
        self.root = parent.root
        self.rootBox = parent.rootBox
        self.boxSlot = parent.boxSlot
        self.parent = parent
        self.step = step
        self.depth = parent.depth + 1
        self.immutability = immutability
        self.isOptionalChain = isOptionalChain
        self.tracksReads = parent.tracksReads
        self.allowsDirectAccess = parent.allowsDirectAccess
        if case .fixed = step { self.isFixed = parent.isFixed } else { self.isFixed = false }
        self.readMode = Self.readMode(
            isBox: parent.rootBox != nil, tracksReads: parent.tracksReads, isFixed: isFixed, readsDirectly: readsDirectly)
    }

    /// The steps from the root of a place that `isFixed`. Built on first use (a write, or a
    /// dependent's evaluation recording a read), so checking a statement allocates no path.
    public var fixedPath: [PathStep] {
        if let cachedFixedPath { return cachedFixedPath }
        var path: [PathStep] = []
        path.reserveCapacity(depth)
        var place: Place? = self
        while let current = place, let step = current.step {
            if case .fixed(let fixed) = step { path.append(fixed) }
            place = current.parent
        }
        path.reverse()
        cachedFixedPath = path
        return path
    }

    /// `readsValue`: the expression this place belongs to evaluates to exactly the value at
    /// the end of its steps (a stored property, an array element), so it may be read by a walk
    /// down the path (`Place.directRead`). Places that only describe what a dependent reads
    /// (`first` reads element 0 but is an optional) leave it false.
    public func appending(
        _ step: Step, immutability newImmutability: Immutability? = nil, optionalChain: Bool = false,
        location: SourceLocation? = nil, readsValue: Bool = false
    ) -> Place {
        Place(
            extending: self, by: step, immutability: newImmutability ?? immutability,
            isOptionalChain: isOptionalChain || optionalChain, location: location, readsValue: readsValue)
    }

    /// Writes in place; `body` mutates the value and returns how to undo that.
    @discardableResult
    public func modify(
        _ execution: Execution, _ body: (inout Value) throws -> Execution.Undo
    ) throws -> Bool {
        try resolve(execution).modify(execution, body)
    }

    /// How to reach the box of a place that is a variable itself (no steps, not a binding):
    /// a write to it needs no path.
    public var wholeBox: ((Execution) throws -> Box)? {
        if depth == 0, case .box(let box) = root { return box }
        return nil
    }

    /// Evaluates the root and every index of the path, as Swift does for the left side of an
    /// assignment before it evaluates the right side.
    public func resolve(_ execution: Execution) throws -> ResolvedPlace {
        switch root {
        case .box(let box):
            let target = try box(execution)
            return ResolvedPlace(target: .box(target), steps: try resolvedSteps(execution))
        case .binding(let binding):
            guard case .binding(let value) = try binding(execution) else {
                preconditionFailure("binding root evaluated to a non-binding")
            }
            return ResolvedPlace(target: .binding(value), steps: try resolvedSteps(execution))
        }
    }

    /// The steps from the root, outermost first: built on the first write or read through this
    /// place (so checking allocates nothing), then kept.
    @exclusivity(unchecked) private var cachedSteps: [Step]?
    @exclusivity(unchecked) private var cachedFixedPath: [PathStep]?
    @exclusivity(unchecked) private var cachedFixedPathRunsCode: Bool?

    /// Whether reading the fixed path runs a getter (see `Array.runsCode`), found once.
    public var fixedPathRunsCode: Bool {
        if let cachedFixedPathRunsCode { return cachedFixedPathRunsCode }
        let runsCode = fixedPath.runsCode
        cachedFixedPathRunsCode = runsCode
        return runsCode
    }
    /// See `directAccess` (Place+Direct.swift).
    @exclusivity(unchecked) public var cachedDirectAccess: DirectAccess??
    @exclusivity(unchecked) public var directAccessReference: Unmanaged<DirectAccess>?
    /// Set when the expression this place was made for is the plain read of an Int there (a
    /// variable, a stored property, an element), so that its word form is the place's (see
    /// `Checked.intEvaluator`). Kept here rather than in `Checked`, which checking copies
    /// everywhere: a wider `Checked` made checking a script of short statements slower.
    @exclusivity(unchecked) public var readsIntPlainly = false
    /// Set by the first write through this place (see `writeDirectly`).
    @exclusivity(unchecked) public var hasBeenWritten = false
    /// A stored `var` of an `@Observable` class (a binding root, no steps): an assignment to it
    /// runs its getter and setter without making the binding (see `ObservedPropertyWrite`).
    @exclusivity(unchecked) public var observedWrite: ObservedPropertyWrite?

    public var steps: [Step] {
        if let cachedSteps { return cachedSteps }
        var chain: [Step] = []
        chain.reserveCapacity(depth)
        var place: Place? = self
        while let current = place, let step = current.step {
            chain.append(step)
            place = current.parent
        }
        chain.reverse()
        cachedSteps = chain
        return chain
    }

    public func resolvedSteps(_ execution: Execution) throws -> [PathStep] {
        guard depth > 0 else { return [] }
        if isFixed { return fixedPath }
        // Steps are evaluated from the root outwards, as Swift evaluates indices left to right.
        var path: [PathStep] = []
        path.reserveCapacity(depth)
        for step in steps {
            switch step {
            case .fixed(let fixed): path.append(fixed)
            case .computed(let compute): path.append(try compute(execution))
            case .computedElement(let index): path.append(.element(try index.evaluate(execution).asInt))
            case .computedList(let compute): path.append(contentsOf: try compute(execution))
            }
        }
        return path
    }

    /// Swift's message for `place = value` when the place is immutable.
    public func assignmentError(at location: SourceLocation) -> Diagnostic? {
        guard let immutability else { return nil }
        let message: String
        switch immutability {
        case .letConstant("self"):
            // `self` in a method that is not `mutating`.
            message = depth == 0 ? "cannot assign to value: 'self' is immutable" : "cannot assign to property: 'self' is immutable"
        case .letConstant(let name):
            message = depth == 0
                ? "cannot assign to value: '\(name)' is a 'let' constant"
                : "cannot assign to property: '\(name)' is a 'let' constant"
        case .letProperty(let name):
            message = "cannot assign to property: '\(name)' is a 'let' constant"
        case .getOnly(let name):
            message = "cannot assign to property: '\(name)' is a get-only property"
        case .watch(let name):
            message = depth == 0
                ? "cannot assign to value: '\(name)' is a watch; change what it reads instead"
                : "cannot assign to property: '\(name)' is a watch; change what it reads instead"
        case .readOnlyKeyPath(let name):
            message = "cannot assign through subscript: \(name) is a read-only key path"
        }
        return Diagnostic(message, at: location)
    }

    /// Swift's message for calling a mutating method on an immutable place.
    public func mutatingUseError(member: String, at location: SourceLocation, kind: String = "member") -> Diagnostic? {
        guard let immutability else { return nil }
        switch immutability {
        case .letConstant("self"):
            return Diagnostic("cannot use mutating \(kind) on immutable value: 'self' is immutable", at: location)
        case .letConstant(let name), .letProperty(let name):
            return Diagnostic(
                "cannot use mutating \(kind) on immutable value: '\(name)' is a 'let' constant",
                at: location)
        case .getOnly(let name):
            return Diagnostic(
                "cannot use mutating \(kind) on immutable value: '\(name)' is a get-only property",
                at: location)
        case .watch(let name):
            return Diagnostic(
                "cannot use mutating \(kind) on immutable value: '\(name)' is a watch", at: location)
        case .readOnlyKeyPath(let name):
            return Diagnostic(
                "cannot use mutating \(kind) on immutable value: \(name) is a read-only key path", at: location)
        }
    }
}

/// A place whose root and indices are evaluated: ready to be written.
public struct ResolvedPlace {
    public enum Target {
        case box(Box)
        case binding(BindingValue)
    }

    public let target: Target
    public let steps: [PathStep]

    @discardableResult
    public func modify(_ execution: Execution, _ body: (inout Value) throws -> Execution.Undo) throws -> Bool {
        switch target {
        case .box(let box): try execution.modify(box, steps, body)
        case .binding(let binding): try binding.appending(steps).modify(in: execution, body)
        }
    }

    /// `place = v`: replaces the value without reading it through a getter first.
    public func assign(_ execution: Execution, _ replacement: Value) throws {
        switch target {
        case .box(let box): try execution.update(box, steps) { _ in replacement }
        case .binding(let binding): try binding.appending(steps).store(replacement, in: execution)
        }
    }

    /// Replaces the value by `transform` of it (see `Execution.update`).
    @discardableResult
    public func update(_ execution: Execution, _ transform: (Value) throws -> Value) throws -> Bool {
        switch target {
        case .box(let box): try execution.update(box, steps, transform)
        case .binding(let binding):
            try binding.appending(steps).modify(in: execution) { current in
                let old = current
                current = try transform(old)
                return { $0 = old }
            }
        }
    }

    public init(target: Target, steps: [PathStep]) {
        self.target = target
        self.steps = steps
    }
}

/// What running a statement leads to: the next statement, leaving the closure, or a jump.
public enum Flow {
    case proceed
    case returned(Value)
    /// `break`: leave the loop, `switch` or labelled statement with this target number.
    case broke(target: Int)
    /// `continue`: go on with the next iteration of the loop with this target number.
    case continued(target: Int)
    /// `fallthrough`: run the next case's body of the innermost `switch`.
    case fellThrough
}

public typealias Executor = (Execution) throws -> Flow

extension Checked {
    /// A value with no place: `Checked(.int, evaluate: other.evaluate)`.
    public init(_ type: SessionType, evaluate: @escaping Evaluator) {
        self.init(type, place: nil, evaluate)
    }
}
