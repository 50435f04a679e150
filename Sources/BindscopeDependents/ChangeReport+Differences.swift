import BindscopeRuntime

/// A report of how two states of a session differ (`:undo`, `:redo`, `:goto`), in the lines a
/// write's report uses: for each name whose value differs, a line per part that differs at its
/// deepest path (`  todos[1].done: true → false`, `ValueDifference`), or the whole value when
/// old and new fit the line, their types differ or too many parts differ; insertions and
/// removals of an array's elements, and index bindings that read another element, as a
/// write's say them; `undeclared` for the side where a name does not exist; `no change` when
/// none differs. Each line is cut to `width` as a write's is (`ReportLine`).
extension ChangeReport {
    /// A session name in one state: what a move through the history compares.
    public struct NamedValue {
        public let name: String
        /// As a report prints it whole, an object's stored properties after it (`Counter {
        /// count: 5 }`): compared when there is no value, or no part can be named.
        public let text: String
        /// The value (its objects frozen, `Value.frozenObjects`), and its type.
        public let value: (value: Value, type: SessionType)?
        /// For a binding into a State: that State's name and the binding's steps from it.
        public let binding: (state: String, steps: [PathStep])?

        public init(name: String, text: String, value: (value: Value, type: SessionType)?, binding: (state: String, steps: [PathStep])?) {
            self.name = name
            self.text = text
            self.value = value
            self.binding = binding
        }
    }

    /// `before` and `after` are sorted by name (`Session.stateRows`). `printers` print the
    /// values of each state: the one before may be of a session state since replaced.
    /// `.value` mode compares the printed texts only, as it shows a write's values whole.
    public init(
        from before: [NamedValue], to after: [NamedValue], mode: Mode = .path, width: Int?,
        printers: (before: ValuePrinter, after: ValuePrinter)
    ) {
        let undeclared = "undeclared"
        var entries: [Entry] = []
        func changed(_ name: String, _ before: String, _ after: String, note: String? = nil) -> Entry {
            let (old, new) = ReportLine(width: width, label: name).fit(LimitedText(whole: before), LimitedText(whole: after))
            return Entry(name: name, path: "", changed: true, before: old, after: new, note: note)
        }
        let oldByName = Dictionary(before.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newByName = Dictionary(after.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var notes = IndexNotes(acrossStates: true, printers.after.execution)
        func note(_ old: NamedValue, _ new: NamedValue) -> String? {
            guard let binding = new.binding, let state = oldByName[binding.state]?.value?.value,
                let now = newByName[binding.state]?.value?.value
            else { return nil }
            return notes.note(steps: binding.steps, state: binding.state, before: state, after: now)
        }
        var old = before[...], new = after[...]
        while !old.isEmpty || !new.isEmpty {
            if let o = old.first, let n = new.first, o.name == n.name {
                if mode == .path, let lines = Self.differences(o, n, note: note(o, n), width: width, printers: printers) {
                    entries += lines
                } else if o.text != n.text {
                    entries.append(changed(o.name, o.text, n.text))
                }
                old.removeFirst()
                new.removeFirst()
            } else if let o = old.first, new.first.map({ o.name < $0.name }) ?? true {
                entries.append(changed(o.name, o.text, undeclared))
                old.removeFirst()
            } else if let n = new.first {
                entries.append(changed(n.name, undeclared, n.text))
                new.removeFirst()
            }
        }
        self.entries = entries
        self.verbose = false
    }

    /// The lines of a name whose value may differ, as a write's report shows a State; nil
    /// when they are to be found from the printed texts (no values, types that differ, two
    /// values that print alike and have no part to name).
    private static func differences(
        _ old: NamedValue, _ new: NamedValue, note: String?, width: Int?, printers: (before: ValuePrinter, after: ValuePrinter)
    ) -> [Entry]? {
        guard let (before, type) = old.value, let (after, newType) = new.value,
            type.displayName == newType.displayName
        else { return nil }
        if before.isSame(as: after, acrossStates: true) { return old.text == new.text ? [] : nil }
        let name = new.name
        // A note after the values takes its room from theirs.
        let line = note.map { ReportLine(width: width, label: name).leaving(room: $0.count + 1) } ?? ReportLine(width: width, label: name)
        // Small enough to show whole, as a write's report does (unless both print alike).
        let whole = (
            describe(.value(before), as: type, printers.before, limit: line.limit),
            describe(.value(after), as: newType, printers.after, limit: line.limit))
        let fits = whole.0.isComplete && whole.1.isComplete && whole.0.count + whole.1.count <= line.room
        if note == nil, !(fits && whole.0.text != whole.1.text),
            let parts = ValueDifference.changedParts(from: before, to: after, type: newType)
        {
            return partEntries(parts, name: name, width: width, printers: printers, acrossStates: true)
        }
        if let edits = editEntries(
            name: name, path: "", before, after, type: newType, line: line, printers: printers, acrossStates: true)
        {
            return edits
        }
        guard whole.0.text != whole.1.text else { return nil }
        let (shownBefore, shownAfter) = line.fit(whole.0, whole.1)
        return [Entry(name: name, path: "", changed: true, before: shownBefore, after: shownAfter, note: note)]
    }
}
