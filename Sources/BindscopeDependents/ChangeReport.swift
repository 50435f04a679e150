import BindscopeRuntime

/// The text of a statement's report: one line per dependent that changed, old → new, in the
/// order they were evaluated; `no change` when the statement wrote but nothing changed. In
/// verbose mode, dependents re-evaluated without changing are listed too.
///
/// In `.path` mode (the default), a State or a binding of which only parts were written shows
/// the parts that changed, named by their path (`s.todos[1].done: false → true`), one line
/// each up to `WriteLog.partLimit`, else one line at their deepest common path. A value small
/// enough that old and new fit the line is shown whole; one that changed as a whole, or a
/// watch's, names the parts old and new differ in (`ValueDifference`), else is shown whole.
/// An array that gained or lost a few elements says which (`editEntries`), and an index
/// binding that reads another element says which (`IndexNotes`). Every line is cut to
/// `width` (see `ReportLine`).
public struct ChangeReport {
    /// How much of a changed value a line shows (`:set report path|value`).
    public enum Mode: String, Sendable {
        case path, value
    }

    /// One line's content: a dependent (or a part of one, at `path`) that changed, or
    /// (verbose) one that did not. `before` and `after` are as printed: cut to the line.
    public struct Entry {
        public let name: String
        /// From the dependent's value to the part shown, `.todos[1].done`; empty for the whole.
        public let path: String
        public let changed: Bool
        public let before: String
        public let after: String
        /// An element an array gained or lost: the line says that instead of old → new.
        public let edit: Edit?
        /// Said after the new value: which element an index binding now reads.
        public let note: String?

        public init(
            name: String, path: String, changed: Bool, before: String, after: String, edit: Edit? = nil, note: String? = nil
        ) {
            self.name = name
            self.path = path
            self.changed = changed
            self.before = before
            self.after = after
            self.edit = edit
            self.note = note
        }
    }

    public let entries: [Entry]
    public let verbose: Bool

    /// Formats `changes` now: their old values are rebuilt from the statement's writes,
    /// which are forgotten once the statement is over. `width` nil prints values whole.
    public init(
        changes: [DependencyGraph.Change], verbose: Bool, printer: ValuePrinter, mode: Mode = .path,
        width: Int? = nil
    ) {
        self.verbose = verbose
        var entries: [Entry] = []
        let printers = (before: printer, after: printer)
        var notes = IndexNotes(changes: changes, printer.execution)
        for change in changes {
            guard change.changed || verbose else { continue }
            let name = change.dependent.name
            let type = change.dependent.valueType
            let line = ReportLine(width: width, label: name)
            guard change.changed else {
                let after = line.unchanged(Self.describe(change.status, as: type, printer, limit: line.limit))
                entries.append(Entry(name: name, path: "", changed: false, before: after, after: after))
                continue
            }
            // An index binding that reads another element is shown whole, saying which.
            let note = mode == .path ? notes.note(for: change) : nil
            if mode == .path, note == nil, let parts = Self.parts(of: change, line: line, printer) {
                entries += parts
                continue
            }
            // The note takes its room from the values'.
            let valueLine = note.map { line.leaving(room: $0.count + 1) } ?? line
            let beforeStatus = change.before()
            if mode == .path, case .value(let old) = beforeStatus, case .value(let new) = change.status,
                let edits = Self.editEntries(
                    name: name, path: "", old, new, type: type, line: valueLine, printers: printers, acrossStates: false)
            {
                entries += edits
                continue
            }
            var old = Self.describe(beforeStatus, as: type, printer, limit: valueLine.limit)
            var new = Self.describe(change.status, as: type, printer, limit: valueLine.limit)
            if old.isComplete, new.isComplete, old.text == new.text {
                // Two sides that print the same (`Holder(inner: Box)`, an object written
                // inside) say nothing: the parts that changed are shown, when they can be.
                if let parts = Self.parts(of: change, line: valueLine, printer, evenIfWholeFits: true) { entries += parts }
                continue
            }
            // Written as a whole, and too long for the line: the parts that differ, found by
            // comparing old and new (`d["k"]!.remove(at: 1)`, `todos = […]`), when a few do.
            if mode == .path, note == nil, !(old.isComplete && new.isComplete && old.count + new.count <= valueLine.room),
                case .value(let oldValue) = beforeStatus, case .value(let newValue) = change.status,
                let parts = ValueDifference.changedParts(from: oldValue, to: newValue, type: type)
            {
                entries += Self.partEntries(parts, name: name, width: width, printers: printers, acrossStates: false)
                continue
            }
            if !old.isComplete, !new.isComplete, old.text == new.text,
                let focused = Self.focused(beforeStatus, change.status, as: type, line: valueLine, printer)
            {
                (old, new) = focused
            }
            let (before, after) = valueLine.fit(old, new)
            entries.append(Entry(name: name, path: "", changed: true, before: before, after: after, note: note))
        }
        self.entries = entries
    }

    /// The lines of the parts that changed, unless the whole value is shown: it changed as a
    /// whole, or old and new fit the line.
    private static func parts(
        of change: DependencyGraph.Change, line: ReportLine, _ printer: ValuePrinter, evenIfWholeFits: Bool = false
    ) -> [Entry]? {
        let dependent = change.dependent
        guard let place = change.place,
            let parts = WriteLog.changedParts(
                of: place.steps, in: place.box, type: dependent.valueType, printer.execution)
        else { return nil }
        // Small enough to show whole? Printed up to the line's room only, so a large value
        // costs no more than a small one (and its old value is never rebuilt). Not when both
        // print the same: then only the parts say what changed.
        let after = describe(change.status, as: dependent.valueType, printer, limit: line.room)
        if after.isComplete, !evenIfWholeFits {
            let before = describe(change.before(), as: dependent.valueType, printer, limit: line.room)
            if before.isComplete, before.count + after.count <= line.room, before.text != after.text { return nil }
        }
        return partEntries(parts, name: dependent.name, width: line.width, printers: (printer, printer), acrossStates: false)
    }

    /// A line per changed part (or, for an array part that gained or lost elements, per
    /// element: `editEntries`). `acrossStates`: the parts come from two states of the session
    /// (`:undo`), whose values are compared as `Value.isSame` does.
    static func partEntries(
        _ parts: [ChangedPart], name: String, width: Int?, printers: (before: ValuePrinter, after: ValuePrinter),
        acrossStates: Bool
    ) -> [Entry] {
        parts.flatMap { part in
            let path = renderPath(root: "", part.path)
            let partLine = ReportLine(width: width, label: name + path)
            if let edits = editEntries(
                name: name, path: path, part.before, part.after, type: part.type, line: partLine, printers: printers,
                acrossStates: acrossStates)
            {
                return edits
            }
            let (before, after) = partLine.fit(
                describe(part.before, as: part.type, printers.before, limit: partLine.limit),
                describe(part.after, as: part.type, printers.after, limit: partLine.limit))
            return [Entry(name: name, path: path, changed: true, before: before, after: after)]
        }
    }

    /// Two long arrays that differ further right than a line prints: each from two elements
    /// before the first that differs, `[…, 96, 98, 0, 102, …`. The elements are compared, not
    /// printed, up to there, so this costs far less than printing the arrays.
    private static func focused(
        _ before: Dependent.Status, _ after: Dependent.Status, as type: SessionType, line: ReportLine,
        _ printer: ValuePrinter
    ) -> (LimitedText, LimitedText)? {
        guard case .value(.array(let old)) = before, case .value(.array(let new)) = after, case .array(let element) = type
        else { return nil }
        let common = min(old.count, new.count)
        var first = 0
        while first < common, old[first].isIdentical(to: new[first]) { first += 1 }
        let start = max(first - 2, 0)
        guard start > 0 else { return nil }
        func window(_ elements: [Value]) -> LimitedText {
            var text = LimitedText(limit: line.limit)
            text.append("[…")
            for value in elements[min(start, elements.count)...] {
                guard !text.isFull else { break }
                text.append(", ")
                do { try printer.reflect(value, as: element, into: &text) } catch { text.append("(unprintable)") }
            }
            text.append("]")
            return text
        }
        return (window(old), window(new))
    }

    /// A status in `debugPrint` form; a broken dependent says why.
    public static func describe(_ status: Dependent.Status, as type: SessionType, _ printer: ValuePrinter) -> String {
        describe(status, as: type, printer, limit: .max).text
    }

    /// `describe`, printed up to `limit` characters.
    public static func describe(
        _ status: Dependent.Status, as type: SessionType, _ printer: ValuePrinter, limit: Int
    ) -> LimitedText {
        var text = LimitedText(limit: limit)
        switch status {
        case .value(let value):
            do { try printer.reflect(value, as: type, into: &text) } catch { return whole("(unprintable)", limit) }
        case .broken(let reason): text.append("broken (\(reason))")
        case .uninitialized: text.append("uninitialized")
        case .printed(let printed): text.append(printed)
        }
        return text
    }

    /// A part's value; one that could not be read now (or before) is absent.
    static func describe(_ value: Value?, as type: SessionType, _ printer: ValuePrinter, limit: Int) -> LimitedText {
        guard let value else { return whole("(absent)", limit) }
        return describe(.value(value), as: type, printer, limit: limit)
    }

    private static func whole(_ text: String, _ limit: Int) -> LimitedText {
        var result = LimitedText(limit: limit)
        result.append(text)
        return result
    }
}
