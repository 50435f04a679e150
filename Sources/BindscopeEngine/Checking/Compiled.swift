import BindscopeLanguage

/// Checked code, ready to run: a tree of closures the checker built once. Evaluating it does
/// no name lookups or type tests; those were resolved when the statement was checked.
typealias Evaluator = (Execution) throws -> Value

/// A checked expression: its static type, how to evaluate it, and, when it denotes storage
/// (`person.address.street`, `items[2]`, `b` for a `@Binding`), how to write to it.
struct Checked {
    var type: SessionType
    var evaluate: Evaluator
    var place: Place?

    init(_ type: SessionType, place: Place? = nil, _ evaluate: @escaping Evaluator) {
        self.type = type
        self.place = place
        // While a dependent is evaluated, a fixed path into a variable (`person.address.street`)
        // is recorded as that path, and the evaluation underneath it records nothing more: a
        // write to `person.name` must not reach it. Outside a dependent this costs one check.
        if let place, place.depth > 0, place.tracksReads, place.isFixed, case .box(let root) = place.root {
            self.evaluate = { execution in
                guard let recorder = execution.recorder, recorder.isRecording else { return try evaluate(execution) }
                recorder.record(try root(execution), place.fixedPath[...])
                return try recorder.suspended { try evaluate(execution) }
            }
        } else {
            self.evaluate = evaluate
        }
    }
}

/// Storage an expression denotes: a root (a variable's box, or a binding) and the steps from
/// it. Steps whose index is computed at run time (`items[i]`) are evaluated once per access.
/// A class, so the checked expressions that carry one copy a reference, not its fields.
final class Place {
    enum Root {
        /// How to reach the box; for a place that `tracksReads`, without side effects.
        case box((Execution) throws -> Box)
        /// An evaluator producing a `.binding` value; writes go through it (nonmutating).
        case binding(Evaluator)
    }

    enum Step {
        case fixed(PathStep)
        case computed((Execution) throws -> PathStep)
        /// A key path's steps, known only when it is evaluated.
        case computedList((Execution) throws -> [PathStep])
    }

    /// Why the place cannot be written, in the words of Swift's assignment diagnostic.
    enum Immutability {
        case letConstant(name: String)
        case letProperty(name: String)
        case getOnly(name: String)
        /// A watch's name: its value is computed from what it reads.
        case watch(name: String)
    }

    let root: Root
    /// The place this one extends by `step`; a chain, so extending allocates no array.
    private let parent: Place?
    private let step: Step?
    /// How many steps lead from the root here.
    let depth: Int
    let immutability: Immutability?
    /// True once a `?` step is part of the path: writes may silently do nothing.
    let isOptionalChain: Bool
    /// Whether dependents record reads of this place by its path: the root is a session
    /// variable, a captured one or a State's storage (not a closure's own local), reached
    /// without side effects.
    let tracksReads: Bool
    /// Whether every step is known before running (no index computed at run time).
    let isFixed: Bool

    init(root: Root, immutability: Immutability? = nil, tracksReads: Bool = false) {
        self.root = root
        self.parent = nil
        self.step = nil
        self.depth = 0
        self.immutability = immutability
        self.isOptionalChain = false
        self.tracksReads = tracksReads
        self.isFixed = true
    }

    private init(extending parent: Place, by step: Step, immutability: Immutability?, isOptionalChain: Bool) {
        self.root = parent.root
        self.parent = parent
        self.step = step
        self.depth = parent.depth + 1
        self.immutability = immutability
        self.isOptionalChain = isOptionalChain
        self.tracksReads = parent.tracksReads
        if case .fixed = step { self.isFixed = parent.isFixed } else { self.isFixed = false }
    }

    /// The steps from the root of a place that `isFixed`. Built only when a dependent's
    /// evaluation records a read, so checking a statement allocates no path.
    var fixedPath: [PathStep] {
        var path: [PathStep] = []
        path.reserveCapacity(depth)
        var place: Place? = self
        while let current = place, let step = current.step {
            if case .fixed(let fixed) = step { path.append(fixed) }
            place = current.parent
        }
        return path.reversed()
    }

    func appending(
        _ step: Step, immutability newImmutability: Immutability? = nil, optionalChain: Bool = false
    ) -> Place {
        Place(
            extending: self, by: step, immutability: newImmutability ?? immutability,
            isOptionalChain: isOptionalChain || optionalChain)
    }

    /// Writes in place; `body` mutates the value and returns how to undo that.
    @discardableResult
    func modify(
        _ execution: Execution, _ body: (inout Value) throws -> Execution.Undo
    ) throws -> Bool {
        try resolve(execution).modify(execution, body)
    }

    /// Evaluates the root and every index of the path, as Swift does for the left side of an
    /// assignment before it evaluates the right side.
    func resolve(_ execution: Execution) throws -> ResolvedPlace {
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

    func resolvedSteps(_ execution: Execution) throws -> [PathStep] {
        guard depth > 0 else { return [] }
        // Steps are evaluated from the root outwards, as Swift evaluates indices left to right.
        var chain: [Step] = []
        chain.reserveCapacity(depth)
        var place: Place? = self
        while let current = place, let step = current.step {
            chain.append(step)
            place = current.parent
        }
        var path: [PathStep] = []
        path.reserveCapacity(depth)
        for step in chain.reversed() {
            switch step {
            case .fixed(let fixed): path.append(fixed)
            case .computed(let compute): path.append(try compute(execution))
            case .computedList(let compute): path.append(contentsOf: try compute(execution))
            }
        }
        return path
    }

    /// Swift's message for `place = value` when the place is immutable.
    func assignmentError(at location: SourceLocation) -> Diagnostic? {
        guard let immutability else { return nil }
        let message: String
        switch immutability {
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
        }
        return Diagnostic(message, at: location)
    }

    /// Swift's message for calling a mutating method on an immutable place.
    func mutatingUseError(member: String, at location: SourceLocation) -> Diagnostic? {
        guard let immutability else { return nil }
        switch immutability {
        case .letConstant(let name), .letProperty(let name):
            return Diagnostic(
                "cannot use mutating member on immutable value: '\(name)' is a 'let' constant",
                at: location)
        case .getOnly(let name):
            return Diagnostic(
                "cannot use mutating member on immutable value: '\(name)' is a get-only property",
                at: location)
        case .watch(let name):
            return Diagnostic(
                "cannot use mutating member on immutable value: '\(name)' is a watch", at: location)
        }
    }
}

/// A place whose root and indices are evaluated: ready to be written.
struct ResolvedPlace {
    enum Target {
        case box(Box)
        case binding(BindingValue)
    }

    let target: Target
    let steps: [PathStep]

    @discardableResult
    func modify(_ execution: Execution, _ body: (inout Value) throws -> Execution.Undo) throws -> Bool {
        switch target {
        case .box(let box): try execution.modify(box, steps, body)
        case .binding(let binding): try binding.appending(steps).modify(in: execution, body)
        }
    }
}

/// What running a statement leads to: the next statement, leaving the closure, or a jump.
enum Flow {
    case proceed
    case returned(Value)
    /// `break`: leave the loop, `switch` or labelled statement with this target number.
    case broke(target: Int)
    /// `continue`: go on with the next iteration of the loop with this target number.
    case continued(target: Int)
    /// `fallthrough`: run the next case's body of the innermost `switch`.
    case fellThrough
}

typealias Executor = (Execution) throws -> Flow
