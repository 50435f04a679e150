import BindscopeLanguage

/// One step of a place made only of stored properties and array elements under a variable
/// (`model.rows[i % 10].cells[3].value`): the shape of nearly every write in a loop.
struct DirectStep {
    enum Kind {
        case field(Int, name: String)
        case element(Int)
        case computedElement(Evaluator)
    }

    let kind: Kind
    /// Where an index out of range is reported when this step is read (writes report it at
    /// their statement, as every write does).
    let location: SourceLocation?
}

/// Reads and writes of such places without the general machinery: no `[PathStep]` is built,
/// the indices are evaluated into a buffer on the stack, and a read walks the value with no
/// closure call per level. Whatever needs the path (the journal's first entries for a box in a
/// statement, a write log for an observed box, a dependent recording what it reads) takes the
/// general route, so journaling and dependents see exactly what they saw before.
extension Place {
    /// The steps, when the root is a variable's box and every step is a stored property or an
    /// array element; nil otherwise. Worked out on first use, then kept.
    var directSteps: [DirectStep]? {
        if let cachedDirectSteps { return cachedDirectSteps }
        let computed = makeDirectSteps()
        cachedDirectSteps = .some(computed)
        return computed
    }

    /// One walk up the chain into one array (this runs for every assignment checked).
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

    /// Reads the place: the box's value, then each step in turn, indices evaluated as they
    /// come (as the general evaluation does, base before index).
    func directRead(_ execution: Execution, _ steps: [DirectStep]) throws -> Value {
        guard let rootBox else { preconditionFailure("direct read of a binding") }
        var current = try rootBox(execution).value
        for position in steps.indices {
            switch steps[position].kind {
            case .field(let index, _):
                guard case .structure(let value) = current else { preconditionFailure("field of \(current)") }
                current = value.fields[index]
            case .element(let index):
                current = try Self.element(index, of: current, at: steps[position].location)
            case .computedElement(let evaluate):
                let index = try evaluate(execution).asInt
                current = try Self.element(index, of: current, at: steps[position].location)
            }
        }
        return current
    }

    @inline(__always)
    private static func element(_ index: Int, of value: Value, at location: SourceLocation?) throws -> Value {
        guard case .array(let elements) = value else { preconditionFailure("element of \(value)") }
        guard elements.indices.contains(index) else {
            if let location { throw RuntimeError.indexOutOfRange.located(at: location) }
            throw RuntimeError.indexOutOfRange
        }
        return elements[index]
    }

    /// `place = combine(place, right)` with `right` evaluated after the place's indices, as
    /// Swift evaluates an assignment. In place, and journaled like every write.
    func directUpdate(
        _ execution: Execution, _ steps: [DirectStep], right: Evaluator,
        _ combine: (Value, Value) throws -> Value
    ) throws {
        guard let rootBox else { preconditionFailure("direct write to a binding") }
        let box = try rootBox(execution)
        try withUnsafeTemporaryAllocation(of: Int.self, capacity: steps.count) { indices in
            for position in steps.indices {
                switch steps[position].kind {
                case .field(let index, _), .element(let index): indices[position] = index
                case .computedElement(let evaluate): indices[position] = try evaluate(execution).asInt
                }
            }
            let value = try right(execution)
            guard execution.writesWithoutBookkeeping(box) else {
                let path = steps.indices.map { position -> PathStep in
                    if case .field(_, let name) = steps[position].kind { return .field(indices[position], name: name) }
                    return .element(indices[position])
                }
                try execution.update(box, path) { try combine($0, value) }
                return
            }
            try Self.write(&box.value, steps, indices, from: 0) { $0 = try combine($0, value) }
        }
    }

    /// Moves each level out, writes the part, moves it back (see `Value.modify`).
    private static func write(
        _ value: inout Value, _ steps: [DirectStep], _ indices: UnsafeMutableBufferPointer<Int>, from level: Int,
        _ body: (inout Value) throws -> Void
    ) throws {
        guard level < steps.count else { return try body(&value) }
        let index = indices[level]
        if case .field = steps[level].kind {
            guard case .structure(var structure) = value else { preconditionFailure("field of \(value)") }
            value = .void
            defer { value = .structure(structure) }
            try write(&structure.fields[index], steps, indices, from: level + 1, body)
        } else {
            guard case .array(var elements) = value else { preconditionFailure("element of \(value)") }
            guard elements.indices.contains(index) else { throw RuntimeError.indexOutOfRange }
            value = .void
            defer { value = .array(elements) }
            try write(&elements[index], steps, indices, from: level + 1, body)
        }
    }
}

extension Execution {
    /// Whether a write to `box` needs neither a journal entry nor a write-log entry now: the
    /// box is new in this statement or already saved whole, and no dependent observes it.
    @inline(__always)
    func writesWithoutBookkeeping(_ box: Box) -> Bool {
        box.journalEpoch == journal.epoch && box.journalEntries == .max && (writeLog == nil || box.observation == nil)
    }
}
