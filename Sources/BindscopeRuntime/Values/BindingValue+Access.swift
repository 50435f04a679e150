// Reading and writing through a binding, the way StateBinding's Binding does: from the
// current root every time, with the binding's transaction in effect for writes.

extension BindingValue {
    public func read(in execution: Execution) throws -> Value {
        let root: Value
        switch source {
        case .storage(let box):
            execution.recorder?.record(box, steps[...])
            root = box.value
        case .accessors(let get, _, _): root = try get.invoke(execution, [])
        case .constant(let value): root = value
        }
        // A binding to the root itself (`$items`).
        if steps.isEmpty { return root }
        // The path was recorded whole in the storage; reading it records what else it reads:
        // an object's field it passes through (whose writes land in the object's own box),
        // and whatever a getter on it reads.
        guard let value = try root.read(steps[...], in: execution) else {
            preconditionFailure("binding paths never contain optional chaining")
        }
        return value
    }

    /// `binding.wrappedValue = v`: a whole replacement. Through a setter (`Binding(get:set:)`,
    /// a computed property) only the setter runs, as in Swift: the getter is not called
    /// first, so one that prints or counts is seen as often as in the compiled program.
    public func store(_ newValue: Value, in execution: Execution) throws {
        guard case .accessors(_, let set, let setterTakesTransaction) = source, steps.isEmpty else {
            try modify(in: execution) { current in
                let old = current
                current = newValue
                return { $0 = old }
            }
            return
        }
        try execution.withTransaction(transaction.carriesChanges ? transaction : nil) {
            let arguments = setterTakesTransaction ? [newValue, .transaction(execution.transaction)] : [newValue]
            execution.accessorWriteIsModify = false
            _ = try set.invoke(execution, arguments)
        }
    }

    @discardableResult
    public func modify(in execution: Execution, _ body: (inout Value) throws -> Execution.Undo) throws -> Bool {
        return try execution.withTransaction(transaction.carriesChanges ? transaction : nil) {
            switch source {
            case .storage(let box):
                return try execution.modify(box, steps, body)
            case .accessors(let get, let set, let setterTakesTransaction):
                var root = try get.invoke(execution, [])
                let written = try root.modify(steps[...], in: execution) { _ = try body(&$0) }
                let arguments = setterTakesTransaction
                    ? [root, .transaction(execution.transaction)] : [root]
                execution.accessorWriteIsModify = true
                _ = try set.invoke(execution, arguments)
                return written
            case .constant:
                // Writes to `.constant` bindings vanish, as in SwiftUI; the report says so.
                execution.wroteIgnoredValue = true
                return false
            }
        }
    }
}
