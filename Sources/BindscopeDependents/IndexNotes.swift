import BindscopeRuntime

/// The notes of a report's index bindings (`let second = $todos[1]`): when the element at the
/// binding's index is another than before, `(todos[1] is now what was todos[2])`, or `(… is
/// now an inserted element)`. The array's edits are found once per array and report: a session
/// may hold a binding to each of 100k elements, all reading another after one removal.
struct IndexNotes {
    private struct Key: Hashable {
        let state: String
        let prefix: [PathStep]
    }

    private let execution: Execution
    private let acrossStates: Bool
    private var edits: [Key: ArrayEdits?] = [:]

    /// For a write's report: the names of the States among `changes`, by their storage.
    private var states: [ObjectIdentifier: String] = [:]

    init(acrossStates: Bool, _ execution: Execution) {
        self.execution = execution
        self.acrossStates = acrossStates
    }

    init(changes: [DependencyGraph.Change], _ execution: Execution) {
        self.init(acrossStates: false, execution)
        for change in changes where change.changed {
            if case .state(let backing) = change.dependent.kind, case .state(let storage) = backing.value {
                states[ObjectIdentifier(storage)] = change.dependent.name
            }
        }
    }

    /// A write's: the note of `change` when it is an index binding into a State that changed.
    /// Only an array the statement wrote as a whole (`remove(at:)`, `sort()`, `= […]`) can
    /// hold its elements at other indices: its old value is then the one the write log saved,
    /// and an array written only element by element is not compared at all.
    mutating func note(for change: DependencyGraph.Change) -> String? {
        guard change.changed, !states.isEmpty, case .binding(let holder) = change.dependent.kind,
            case .binding(let binding) = holder.value, case .storage(let storage) = binding.source,
            let state = states[ObjectIdentifier(storage)]
        else { return nil }
        let execution = execution
        return note(steps: binding.steps, state: state, after: storage.value) { prefix in
            guard case .writtenAbove = WriteLog.overlap(of: prefix, in: storage) else { return nil }
            return try? WriteLog.valueBefore(prefix, in: storage, execution)
        }
    }

    /// `:undo`'s: the note of a binding at `steps` into the State named `state`, whose value
    /// was `before` and is `after`.
    mutating func note(steps: [PathStep], state: String, before: Value, after: Value) -> String? {
        let execution = execution
        return note(steps: steps, state: state, after: after) { prefix in try? before.read(prefix[...], in: execution) }
    }

    /// The note of a binding at `steps` into the State named `state`, whose value is `after`
    /// (`old` gives the array at a prefix of `steps` as it was, nil when it cannot have moved);
    /// nil when it reads the element it read (or none, or not by index).
    private mutating func note(
        steps: [PathStep], state: String, after: Value, old oldArray: ([PathStep]) -> Value?
    ) -> String? {
        // The first array on the way that gained or lost elements (`grid[1][0]`: `grid`, or
        // else `grid[1]`).
        for (position, step) in steps.enumerated() {
            guard case .element(let index) = step else { continue }
            let prefix = Array(steps[..<position])
            // Past a computed step the tracked path does not name the array.
            guard !prefix.runsCode else { return nil }
            // An array of the same length whose element here is none of the old ones near it
            // had that element written (`items[7] = 1`): no edit is looked for, which would
            // compare the whole array on each write into a State of 100k elements.
            let key = Key(state: state, prefix: prefix)
            let found: ArrayEdits?
            if let known = edits[key] {
                found = known
            } else {
                found = arrayEdits(prefix, oldArray(prefix), after)
                edits[key] = found
            }
            guard let found else { continue }
            // A binding past the end before read nothing (its line says `broken`), or past
            // the end now reads nothing: no other element to name.
            guard found.oldCount > index, found.newCount > index else { return nil }
            let array = trackSteps(prefix)
            let here = renderPath(root: state, array + [.element(index)])
            guard let origin = found.origin(of: index) else { return "(\(here) is now an inserted element)" }
            guard origin != index else { return nil }
            return "(\(here) is now what was \(renderPath(root: state, array + [.element(origin)])))"
        }
        return nil
    }

    private func arrayEdits(_ prefix: [PathStep], _ before: Value?, _ after: Value) -> ArrayEdits? {
        guard case .array(let old)? = before, case .array(let new)? = try? after.read(prefix[...], in: execution)
        else { return nil }
        return ArrayEdits(
            from: old, to: new, limit: WriteLog.partLimit, same: { $0.isSame(as: $1, acrossStates: acrossStates) })
    }
}
