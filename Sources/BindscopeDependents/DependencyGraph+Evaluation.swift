import BindscopeRuntime

// Evaluating one dependent, and deciding whether it changed.

extension DependencyGraph {
    public struct Evaluation {
        public var status: Dependent.Status
        /// What it read; nil when that is what the dependent is registered as reading (the
        /// usual case, found without making the list).
        public var reads: [ReadRecorder.Read]?
        /// For a binding dependent: the binding its variable holds now.
        public var binding: BindingValue?
        /// For a watch that `comparesPrintedText`: its value's text, printed while recording.
        public var text: String?
        /// For a binding dependent: its path passes through an object (`$box.value` with
        /// `box` a class instance), whose fields live in the object's own box.
        public var passesThroughObject = false

        public init(status: Dependent.Status, reads: [ReadRecorder.Read]? = nil, binding: BindingValue? = nil, text: String? = nil) {
            self.status = status
            self.reads = reads
            self.binding = binding
            self.text = text
        }
    }

    /// The dependent's value now, and what it read to get it.
    public func evaluate(_ dependent: Dependent, in execution: Execution) -> Evaluation {
        switch dependent.kind {
        case .state(let backing):
            let ownRead = ReadRecorder.Read(box: backing, path: [])
            guard case .state(let storage) = backing.value else { return Evaluation(status: .uninitialized, reads: [ownRead]) }
            let unchanged = dependent.registers(whole: backing, then: storage, [])
            return Evaluation(
                status: .value(storage.value),
                reads: unchanged ? nil : [ownRead, ReadRecorder.Read(box: storage, path: [])])
        case .binding(let holder):
            // A `let` given its binding where declared does not read its own variable.
            func ownReads() -> [ReadRecorder.Read] {
                dependent.holderIsFixed ? [] : [ReadRecorder.Read(box: holder, path: [])]
            }
            guard case .binding(let binding) = holder.value else {
                return Evaluation(status: .uninitialized, reads: ownReads())
            }
            switch binding.source {
            case .storage(let box):
                let (status, crossing) = Self.status(of: binding.steps, in: box.value, execution, stoppingAtObject: true)
                if let crossing {
                    // A write into the object lands in the object's own box: the path is read
                    // whole (the walk above stopped at the object), recording what it reads
                    // there, after the part read in the State.
                    let (outcome, objectReads) = execution.recordingReads {
                        Self.status(of: binding.steps, in: box.value, execution)
                    }
                    var evaluation = Evaluation(
                        status: (try? outcome.get()) ?? .uninitialized,
                        reads: ownReads() + [ReadRecorder.Read(box: box, path: trackSteps(binding.steps[..<crossing]))] + objectReads,
                        binding: binding)
                    evaluation.passesThroughObject = true
                    return evaluation
                }
                let unchanged = dependent.registers(
                    whole: dependent.holderIsFixed ? nil : holder, then: box, binding.steps[...])
                return Evaluation(
                    status: status,
                    reads: unchanged ? nil : ownReads() + [ReadRecorder.Read(box: box, path: trackSteps(binding.steps))],
                    binding: binding)
            case .accessors, .constant:
                let (outcome, recorded) = execution.recordingReads { try binding.read(in: execution) }
                return Evaluation(status: Self.status(outcome), reads: ownReads() + recorded, binding: binding)
            }
        case .watch(_, let evaluate) where dependent.comparesPrintedText:
            let printer = ValuePrinter(execution: execution)
            let (outcome, recorded) = execution.recordingReads(expecting: dependent) {
                () throws -> (Value, String) in
                let value = try evaluate(execution)
                return (value, try printer.reflect(value, as: dependent.valueType))
            }
            return Evaluation(status: Self.status(outcome.map(\.0)), reads: recorded, text: try? outcome.get().1)
        case .watch(_, let evaluate):
            let (outcome, recorded) = execution.recordingReads(expecting: dependent) {
                try evaluate(execution)
            }
            return Evaluation(status: Self.status(outcome), reads: recorded)
        case .followed(let holder, let evaluate, _):
            if case .void = holder.value {
                // `@W var x: T` declared without a value: nothing to read until it is assigned.
                return Evaluation(status: .uninitialized, reads: [ReadRecorder.Read(box: holder, path: [])])
            }
            // Printed while recording: a `description` getter's reads are what it depends on.
            let printer = ValuePrinter(execution: execution)
            let (outcome, recorded) = execution.recordingReads(expecting: dependent) {
                try printer.reflect(try evaluate(execution), as: dependent.valueType)
            }
            let status: Dependent.Status =
                switch outcome {
                case .success(let text): .printed(text)
                case .failure(let error): .broken(Self.brokenReason(error))
                }
            return Evaluation(status: status, reads: recorded)
        }
    }

    /// Compares the dependent's new status with the one before the statement.
    public func compare(_ dependent: Dependent, _ evaluation: Evaluation, in execution: Execution) -> Change {
        let status = evaluation.status
        func change(_ earlier: Earlier, changed: Bool? = nil, place: (box: Box, steps: [PathStep])? = nil) -> Change {
            Change(
                dependent: dependent, status: status,
                changed: changed ?? !earlier.status.isIdentical(to: status), earlier: earlier, place: place)
        }
        switch dependent.kind {
        case .state(let backing):
            if case .untouched = WriteLog.overlap(of: [], in: backing), case .state(let storage) = backing.value {
                // Only the State's storage was written: compare the written parts alone.
                return change(
                    .place(storage, [], execution), changed: WriteLog.changed([], in: storage, execution),
                    place: (storage, []))
            }
            return change(.state(backing: backing, execution))
        case .binding(let holder):
            if case .untouched = WriteLog.overlap(of: [], in: holder), let binding = evaluation.binding,
                case .storage(let box) = binding.source, !evaluation.passesThroughObject
            {
                return change(
                    .place(box, binding.steps, execution), changed: WriteLog.changed(binding.steps, in: box, execution),
                    place: (box, binding.steps))
            }
            if evaluation.passesThroughObject {
                // The object was written in place: its value before is the one kept.
                return change(.known(dependent.cached ?? .uninitialized))
            }
            // The variable now holds another binding (or reads through closures).
            return change(.binding(holder: holder, cached: dependent.cached ?? .uninitialized, execution))
        case .watch where dependent.comparesPrintedText:
            let before = dependent.cachedText.map(Dependent.Status.printed) ?? dependent.cached ?? .uninitialized
            let after = evaluation.text.map(Dependent.Status.printed) ?? status
            return change(.known(before), changed: !before.isIdentical(to: after))
        case .watch, .followed:
            return change(.known(dependent.cached ?? .uninitialized))
        }
    }

    // MARK: Statuses

    public static func status(_ outcome: Result<Value, Error>) -> Dependent.Status {
        switch outcome {
        case .success(let value): .value(value)
        case .failure(let error): .broken(brokenReason(error))
        }
    }

    /// The value at `steps` in `root`, or why it cannot be read.
    public static func status(of steps: [PathStep], in root: Value, _ execution: Execution) -> Dependent.Status {
        status(of: steps, in: root, execution, stoppingAtObject: false).status
    }

    /// `status(of:in:)`; with `stoppingAtObject`, the walk stops where the path first steps
    /// into an object (`objectAt`, the index of the step applied to it), unless a step that
    /// runs code came first: a getter must run only as often as Swift runs it, and what
    /// follows an object is read again by the caller, recording its reads.
    static func status(
        of steps: [PathStep], in root: Value, _ execution: Execution, stoppingAtObject: Bool
    ) -> (status: Dependent.Status, objectAt: Int?) {
        var current = root
        var mayStop = stoppingAtObject
        for (index, step) in steps.enumerated() {
            if mayStop {
                var unwrapped = current
                while case .some(let wrapped) = unwrapped { unwrapped = wrapped }
                if case .object = unwrapped { return (.uninitialized, index) }
                if case .opaque = step.trackingRole { mayStop = false }
            }
            switch (step, current) {
            case (.element(let element), .array(let elements)) where !elements.indices.contains(element):
                return (.broken("index \(element) out of range"), nil)
            case (.forceUnwrap, .none):
                return (.broken("unwrapped nil"), nil)
            default:
                do {
                    guard let next = try current.read(step, in: execution) else { return (.broken("unwrapped nil"), nil) }
                    current = next
                } catch {
                    return (.broken(brokenReason(error)), nil)
                }
            }
        }
        return (.value(current), nil)
    }

    /// The status at `steps` in `box` before the statement.
    public static func status(before steps: [PathStep], in box: Box, _ execution: Execution) -> Dependent.Status {
        do {
            return .value(try WriteLog.valueBefore(steps, in: box, execution))
        } catch {
            // Rebuild the whole value to say exactly where the path broke.
            guard let root = try? WriteLog.valueBefore([], in: box, execution) else { return .broken(brokenReason(error)) }
            return status(of: steps, in: root, execution)
        }
    }

    /// A trap's message as a reason: `index out of range`, `unwrapped nil`.
    public static func brokenReason(_ error: Error) -> String {
        guard let runtimeError = error as? RuntimeError else { return "\(error)" }
        return runtimeError.brokenReason
    }
}

extension Dependent {
    /// Whether this dependent needs its last status kept (its old value cannot be rebuilt
    /// from the statement's writes).
    public func keepsCache(_ evaluation: DependencyGraph.Evaluation) -> Bool {
        switch kind {
        case .watch, .followed: return true
        case .state: return false
        case .binding:
            // Through an object, the write log of the State's box knows nothing of it.
            if let binding = evaluation.binding, case .storage = binding.source, !evaluation.passesThroughObject { return false }
            return true
        }
    }
}
